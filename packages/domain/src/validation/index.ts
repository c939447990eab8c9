export * from './forms'
export * from './register'
