export * from './ChatMessageList'
