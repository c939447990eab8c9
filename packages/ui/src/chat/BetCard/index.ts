export * from './BetCard'
