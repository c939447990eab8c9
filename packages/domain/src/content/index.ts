export * from './content'
export * from './page'
export * from './poll'
