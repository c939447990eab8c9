export * from './Picks'
export * from './TemplateCard'
export * from './TemplateCardBase'
