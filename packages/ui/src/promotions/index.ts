export * from './PromotionCard'
