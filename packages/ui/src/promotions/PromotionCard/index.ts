export { PromotionCard, type PromotionCardProps } from './PromotionCard'
