export * from './bets'
