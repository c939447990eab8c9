import { fenToYuan, formatWalletBalance, yuanToFen } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '打码详情' }]

/** One requirement of the turnover audit. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  const id = Number(params.id)
  invariantResponse(Number.isInteger(id) && id > 0, '记录不存在')
  let audit: Awaited<ReturnType<ReturnType<typeof platformFor>['wallet']['validWithdraw']>>
  try {
    audit = await platformFor(request, state.token).wallet.validWithdraw(request.signal)
  } catch (error) {
    platformFailure(error)
  }
  const row = audit.rows.find((r) => r.id === id)
  invariantResponse(row, '记录不存在')
  return data({ row, relaxQuota: audit.relaxQuota }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function ValidWithdrawDetail() {
  const { row } = useLoaderData<typeof loader>()
  // What is still missing, taken in fen.
  const left = fenToYuan(Math.max(0, yuanToFen(row.requireDml) - yuanToFen(row.dml)))
  return (
    <>
      <NavBar title="打码详情" backHref="/valid-withdraw" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="row-title">
          <h2 id="row-title" className={styles.cardTitle}>
            {row.typeLabel}
          </h2>
          <dl className={styles.details}>
            <dt className={styles.term}>入账金额</dt>
            <dd className={styles.value}>{formatWalletBalance(row.amount)}</dd>
            <dt className={styles.term}>打码倍数</dt>
            <dd className={styles.value}>{row.multiple}倍</dd>
            <dt className={styles.term}>所需打码量</dt>
            <dd className={styles.value}>{formatWalletBalance(row.requireDml)}</dd>
            <dt className={styles.term}>已完成打码量</dt>
            <dd className={styles.value}>{formatWalletBalance(row.dml)}</dd>
            <dt className={styles.term}>尚需打码量</dt>
            <dd className={styles.value}>{formatWalletBalance(left)}</dd>
            <dt className={styles.term}>状态</dt>
            <dd className={`${styles.value} ${styles.met}`} data-met={String(row.met)}>
              {row.met ? '已达标' : '未达标'}
            </dd>
            <dt className={styles.term}>提现扣除</dt>
            <dd className={styles.value}>{formatWalletBalance(row.deduct)}</dd>
            <dt className={styles.term}>入账时间</dt>
            <dd className={styles.value}>{row.createdAt}</dd>
          </dl>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="打码详情加载失败" />
}
