import { billTypeFilters, formatDate, formatWalletFen, WALLET_PAGE_SIZE, walletTexts } from '@liuhe/domain'
import { Button, DateRangePicker, InfiniteList, LedgerRow, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useCallback, useId } from 'react'
import * as styles from '#app/components/account/account.css.ts'
import type { BillView } from '#app/components/account/records.ts'
import { recordTexts } from '#app/components/account/records.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { usePagedRows } from '#app/hooks/usePagedRows.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { billsFilterOfRequest, loadBills } from '#app/server/account/records.server.ts'
import { requireViewer, walletOf } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = '资金明细'

export const meta: MetaFunction = () => [{ title: TITLE }]

/**
 * The member's wallets (each row's balance is that of the wallet it moved) and ledger rows under
 * `?type=&startDate=&endDate=` (default: every type, the last 7 days).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const { token } = state
  const wallet = walletOf(state)
  const now = Date.now()
  const filter = billsFilterOfRequest(request, now)
  const headers = { 'Cache-Control': 'private, no-store' }
  try {
    const first = await loadBills(platformFor(request, token), filter, 1)
    return data({ filter, first, error: null, now, wallet }, { headers })
  } catch (error) {
    return data({ filter, first: null, error: failureOf(error).message, now, wallet }, { headers })
  }
}

const keyOf = (row: BillView) => row.id

export default function Bills() {
  const { filter, first, error, now, wallet } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const typeId = useId()
  const query = new URLSearchParams({
    ...(filter.type ? { type: filter.type } : {}),
    startDate: filter.range.startDate,
    endDate: filter.range.endDate,
  }).toString()
  const pageUrl = useCallback(
    (page: number) => `/resources/wallet-records?list=bills&${query}&page=${page}`,
    [query],
  )
  const pages = usePagedRows(first, error, pageUrl, keyOf, WALLET_PAGE_SIZE)
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/bills'
  const today = formatDate(now, 'YYYY-MM-DD')
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main className={styles.main}>
        {wallet ? (
          <section className={styles.card} aria-label="账户余额">
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt className={styles.term}>{walletTexts.lottery}</dt>
                <dd className={styles.value}>{formatWalletFen(wallet.lotteryFen)}</dd>
              </div>
              <div className={styles.detail}>
                <dt className={styles.term}>{walletTexts.thirdParty}</dt>
                <dd className={styles.value}>{formatWalletFen(wallet.thirdPartyFen)}</dd>
              </div>
            </dl>
          </section>
        ) : null}
        <div className={styles.bar}>
          <Form method="get" className={styles.filterForm} aria-label="筛选资金明细">
            <DateRangePicker
              key={`${filter.range.startDate}|${filter.range.endDate}`}
              defaultValue={filter.range}
              maxDate={today}
              startName="startDate"
              endName="endDate"
            />
            <div className={styles.filterRow}>
              <div className={styles.selectField}>
                <label className={styles.fieldLabel} htmlFor={typeId}>
                  类型
                </label>
                <select id={typeId} name="type" defaultValue={filter.type ?? ''} className={styles.select}>
                  {billTypeFilters.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" loading={searching}>
                查询
              </Button>
            </div>
          </Form>
        </div>
        {filter.message ? (
          <p role="alert" className={styles.notice}>
            {filter.message}
          </p>
        ) : null}
        <InfiniteList<BillView>
          items={pages.rows}
          getKey={keyOf}
          renderItem={(row) => (
            <LedgerRow
              typeLabel={row.typeLabel}
              amountFen={row.amountFen}
              balanceFen={row.balanceFen}
              time={row.time}
              reference={row.reference}
              wallet={row.wallet}
              note={row.note}
            />
          )}
          {...pages.listProps}
          threshold={300}
          emptyText={recordTexts.empty}
          endText={recordTexts.end}
          aria-label="资金明细列表"
        />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="资金明细加载失败" />
}
