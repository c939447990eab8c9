export {
  type BetOrderDraw,
  BetOrderRow,
  type BetOrderRowProps,
  type BetOrderRowVariant,
  type BetStatusTone,
  betOrderRowVariants,
  betOrderTexts,
  betStatusToneOf,
  betStatusTones,
} from './BetOrderRow'
