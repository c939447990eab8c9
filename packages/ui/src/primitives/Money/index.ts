export {
  type FormatMoneyOptions,
  formatMoney,
  Money,
  type MoneyProps,
  type MoneyVariant,
  moneyVariants,
} from './Money'
