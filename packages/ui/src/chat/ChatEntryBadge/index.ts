export * from './ChatEntryBadge'
