export * from './SubUserRow'
