export * from './agent'
