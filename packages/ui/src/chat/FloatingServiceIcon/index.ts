export * from './FloatingServiceIcon'
