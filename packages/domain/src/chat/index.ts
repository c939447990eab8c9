export * from './chat'
export * from './hongbao'
export * from './notices'
