export * from './codes'
export * from './display'
export * from './hits'
export * from './types'
