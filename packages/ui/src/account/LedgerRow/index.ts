export { LedgerRow, type LedgerRowProps, ledgerRowTexts, signedYuan } from './LedgerRow'
