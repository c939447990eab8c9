export * from './registry'
export * from './TemplateAdSlot'
export * from './TemplateCard'
export * from './TemplatePoll'
