export * from './catalogue'
export * from './launch'
export * from './providerFilter'
