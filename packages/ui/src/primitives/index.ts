export * from './Countdown'
export * from './ErrorState'
