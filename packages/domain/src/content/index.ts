export * from './content'
