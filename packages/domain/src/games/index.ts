export * from './catalogue'
export * from './launch'
export * from './providerFilter'
export * from './recommend'
