export * from './TemplatePoll'
