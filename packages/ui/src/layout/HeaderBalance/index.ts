export { HeaderBalance, type HeaderBalanceProps } from './HeaderBalance'
