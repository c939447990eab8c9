export { DrawCard, type DrawCardProps } from './DrawCard'
