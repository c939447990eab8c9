export * from './ChatPrompt'
