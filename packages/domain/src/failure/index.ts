export * from './failure'
