export * from './vip'
