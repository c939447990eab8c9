export * from './bets'
export * from './turnOutcome'
