export * from './ChatMessage'
