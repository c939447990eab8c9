export { type StreakBet, StreakCard, type StreakCardProps } from './StreakCard'
