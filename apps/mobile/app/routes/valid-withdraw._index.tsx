import { formatWalletBalance } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { withdrawalNote } from '#app/components/account/records.ts'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '打码量' }]

/**
 * The turnover audit (打码量): what each credit asks for, what counts so far, what withdrawing deducts; and
 * the last withdrawal with what it deducted, since requesting one closes the requirements it was audited on.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  try {
    const api = platformFor(request, state.token)
    const [audit, withdrawals] = await Promise.all([
      api.wallet.validWithdraw(request.signal),
      api.wallet.withdrawals({ page: 1, rows: 1 }, request.signal),
    ])
    const last = withdrawals.rows[0]
    const lastWithdrawal = last
      ? {
          orderNo: last.orderNo,
          amount: last.amount,
          deduct: last.fee + last.deduct,
          actualAmount: last.actualAmount,
          statusText: last.statusText,
          createdAt: last.createdAt,
          note: withdrawalNote(last),
        }
      : null
    return data({ audit, lastWithdrawal }, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    platformFailure(error)
  }
}

const money = (value: number) => formatWalletBalance(value)

export default function ValidWithdraw() {
  const { audit, lastWithdrawal } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="打码量" backHref="/withdraw-money" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="audit-title">
          <h2 id="audit-title" className={styles.cardTitle}>
            打码量汇总
          </h2>
          <dl className={styles.details}>
            <dt className={styles.term}>所需打码量</dt>
            <dd className={styles.value}>{money(audit.requireDML)}</dd>
            <dt className={styles.term}>已完成打码量</dt>
            <dd className={styles.value}>{money(audit.sumAllDml)}</dd>
            <dt className={styles.term}>放宽额度</dt>
            <dd className={styles.value}>{money(audit.relaxQuota)}</dd>
            <dt className={styles.term}>提现扣除</dt>
            <dd className={styles.value}>{money(audit.sumAllDeduct)}</dd>
            <dt className={styles.term}>是否可免费提现</dt>
            <dd className={`${styles.value} ${styles.met}`} data-met={String(audit.yetWithdraw)}>
              {audit.yetWithdraw ? '是' : '否'}
            </dd>
          </dl>
        </section>
        {lastWithdrawal ? (
          <section className={styles.card} aria-labelledby="last-title">
            <h2 id="last-title" className={styles.cardTitle}>
              上次提现
            </h2>
            <dl className={styles.details}>
              <dt className={styles.term}>订单号</dt>
              <dd className={styles.value}>
                <Link className={styles.link} to={`/withdraw-history/${lastWithdrawal.orderNo}`}>
                  {lastWithdrawal.orderNo}
                </Link>
              </dd>
              <dt className={styles.term}>提现金额</dt>
              <dd className={styles.value}>{money(lastWithdrawal.amount)}</dd>
              <dt className={styles.term}>提现扣除</dt>
              <dd className={styles.value}>{money(lastWithdrawal.deduct)}</dd>
              <dt className={styles.term}>实际到账</dt>
              <dd className={styles.value}>{money(lastWithdrawal.actualAmount)}</dd>
              <dt className={styles.term}>状态</dt>
              <dd className={styles.value}>{lastWithdrawal.statusText}</dd>
            </dl>
            <p className={styles.note}>
              {lastWithdrawal.createdAt} {lastWithdrawal.note}
            </p>
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="rows-title">
          <h2 id="rows-title" className={styles.cardTitle}>
            打码明细
          </h2>
          {audit.rows.length === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            <table className={styles.table}>
              <ColumnHeads className={styles.th} columns={['类型', '金额', '所需打码', '已打码', '状态']} />
              <tbody>
                {audit.rows.map((row) => (
                  <tr key={row.id}>
                    <td className={styles.td}>
                      <Link className={styles.link} to={`/valid-withdraw/${row.id}`}>
                        {row.typeLabel}
                      </Link>
                    </td>
                    <td className={styles.td}>{money(row.amount)}</td>
                    <td className={styles.td}>{money(row.requireDml)}</td>
                    <td className={styles.td}>{money(row.dml)}</td>
                    <td className={`${styles.td} ${styles.met}`} data-met={String(row.met)}>
                      {row.met ? '已达标' : '未达标'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="打码量加载失败" />
}
