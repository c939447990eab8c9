export * from './access'
export * from './lottery'
export * from './money'
export * from './time'
