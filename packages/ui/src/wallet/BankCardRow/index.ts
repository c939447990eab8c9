export { BankCardRow, type BankCardRowProps } from './BankCardRow'
