import { formatWalletBalance } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { platformFailure } from '#app/errors.server.ts'
import { platformFor } from '#app/platform.server.ts'
import { requireViewer } from '#app/viewer.server.ts'

export const meta: MetaFunction = () => [{ title: '打码量' }]

/** The turnover audit (打码量): what each credit asks for, what counts so far, what withdrawing deducts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  try {
    const audit = await platformFor(request, state.token).wallet.validWithdraw(request.signal)
    return data({ audit }, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    platformFailure(error)
  }
}

const money = (value: number) => formatWalletBalance(value)

export default function ValidWithdraw() {
  const { audit } = useLoaderData<typeof loader>()
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
