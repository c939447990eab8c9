export {
  DrawCard,
  type DrawCardProps,
  type DrawCardState,
  type DrawCardVariant,
  drawCardVariants,
} from './DrawCard'
