export * from './native'
