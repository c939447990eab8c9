export * from './chinaTime'
export * from './countdown'
