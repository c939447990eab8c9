export * from './lottery'
export * from './time'
