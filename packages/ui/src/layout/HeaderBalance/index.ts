export {
  HeaderBalance,
  type HeaderBalanceBreakdown,
  type HeaderBalanceProps,
  headerBalanceTexts,
} from './HeaderBalance'
