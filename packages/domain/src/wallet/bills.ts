import { type LedgerType, ledgerTypeCodes, ledgerTypes } from '../money/ledger'

/** The bills page's type filter: 全部, then one entry per ledger type with its label. */
export const billTypeFilters: readonly { value: LedgerType | ''; label: string }[] = [
  { value: '', label: '全部' },
  ...ledgerTypeCodes.map((type) => ({ value: type, label: ledgerTypes[type] })),
]
