export * from './layout'
export * from './lottery'
export * from './primitives'
export * from './theme'
