import type { LiuheApi, PushMessage } from '@liuhe/api'
import { type BillsFilter, billsFilterOf, WALLET_PAGE_SIZE } from '@liuhe/domain'
import {
  type BillView,
  type RecordView,
  toBillView,
  toRechargeRecord,
  toWithdrawRecord,
} from '#app/components/account/records.ts'
import type { RowsPage } from '#app/hooks/usePagedRows.ts'

/** The bills filter of a request's address (domain rule: default range, refused ranges replaced). */
export function billsFilterOfRequest(request: Request, nowMs: number): BillsFilter {
  const params = new URL(request.url).searchParams
  return billsFilterOf(
    { type: params.get('type'), startDate: params.get('startDate'), endDate: params.get('endDate') },
    nowMs,
  )
}

/** One page of bills under a filter. */
export async function loadBills(
  api: LiuheApi,
  filter: BillsFilter,
  page: number,
): Promise<RowsPage<BillView>> {
  const answer = await api.wallet.bills({
    type: filter.type ? [filter.type] : undefined,
    startDate: filter.range.startDate,
    endDate: filter.range.endDate,
    page,
    rows: WALLET_PAGE_SIZE,
  })
  return { rows: answer.rows.map(toBillView), page, totalCount: answer.totalCount }
}

/** One page of recharge orders. */
export async function loadRecharges(api: LiuheApi, page: number): Promise<RowsPage<RecordView>> {
  const answer = await api.wallet.rechargeOrders({ page, rows: WALLET_PAGE_SIZE })
  return { rows: answer.rows.map(toRechargeRecord), page, totalCount: answer.totalCount }
}

/** One page of withdrawals. */
export async function loadWithdrawals(api: LiuheApi, page: number): Promise<RowsPage<RecordView>> {
  const answer = await api.wallet.withdrawals({ page, rows: WALLET_PAGE_SIZE })
  return { rows: answer.rows.map(toWithdrawRecord), page, totalCount: answer.totalCount }
}

/** One page of the inbox. */
export async function loadMessages(api: LiuheApi, page: number): Promise<RowsPage<PushMessage>> {
  const answer = await api.account.messages({ page, rows: WALLET_PAGE_SIZE })
  return { rows: answer.rows, page, totalCount: answer.totalCount }
}
