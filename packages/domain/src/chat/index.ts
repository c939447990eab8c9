export * from './chat'
export * from './commands'
export * from './hongbao'
export * from './notices'
