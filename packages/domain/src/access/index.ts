export * from './locks'
export * from './permissions'
export * from './routes'
export * from './viewer'
