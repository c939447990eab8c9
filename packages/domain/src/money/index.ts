export * from './fen'
export * from './ledger'
export * from './money'
export * from './walletBreakdown'
