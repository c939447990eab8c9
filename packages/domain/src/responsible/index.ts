export * from './blocks'
export * from './limits'
export * from './realityCheck'
export * from './texts'
