import { type LedgerType, ledgerTypeCodes, ledgerTypes } from '../money/ledger'
import { defaultReportRange, type ReportRange, reportRangeError, reportRangeMessages } from '../time/dates'

/** The bills page's type filter: 全部, then one entry per ledger type with its label. */
export const billTypeFilters: readonly { value: LedgerType | ''; label: string }[] = [
  { value: '', label: '全部' },
  ...ledgerTypeCodes.map((type) => ({ value: type, label: ledgerTypes[type] })),
]

/** Bills, recharges and withdrawals load 20 rows a page. */
export const WALLET_PAGE_SIZE = 20

/** The bills filter as the page applies it. */
export interface BillsFilter {
  /** One ledger type, or every type. */
  type: LedgerType | null
  range: ReportRange
  /** Why the asked range was replaced by the default one. */
  message: string | null
}

/**
 * The bills filter of an address's `type`, `startDate` and `endDate`: an unknown type reads as every type;
 * no dates read as the default range (the last 7 days); a refused range (future, end before start, not a
 * date) falls back to the default range with the refusal's message.
 */
export function billsFilterOf(
  input: { type?: string | null; startDate?: string | null; endDate?: string | null },
  nowMs: number,
): BillsFilter {
  const type = ledgerTypeCodes.includes(input.type as LedgerType) ? (input.type as LedgerType) : null
  const fallback = defaultReportRange(nowMs)
  if (!input.startDate && !input.endDate) return { type, range: fallback, message: null }
  const range = {
    startDate: input.startDate || fallback.startDate,
    endDate: input.endDate || fallback.endDate,
  }
  const problem = reportRangeError(range, nowMs)
  return problem
    ? { type, range: fallback, message: reportRangeMessages[problem] }
    : { type, range, message: null }
}
