export * from './TemplateAdSlot'
