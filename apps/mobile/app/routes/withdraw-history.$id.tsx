import { formatFenGrouped, withdrawTimeline, yuanToFen } from '@liuhe/domain'
import { NavBar, OrderTimeline } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { DetailList } from '#app/components/account/DetailList.tsx'
import { recordToneOf } from '#app/components/account/records.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = '提现详情'
const NOT_FOUND = '订单不存在'

export const meta: MetaFunction = () => [{ title: TITLE }]

const yuanText = (fen: number) => `${formatFenGrouped(fen)} 元`

/** One withdrawal of the member with its status timeline. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireViewer(request)
  const orderNo = params.id ?? ''
  invariantResponse(/^[A-Z0-9]{6,40}$/.test(orderNo), NOT_FOUND)
  try {
    const w = await platformFor(request, token).wallet.withdrawal(orderNo)
    return data(
      {
        orderNo: w.orderNo,
        account: `${w.bankName} ${w.cardNo}`,
        accountName: w.accountName,
        amountFen: yuanToFen(w.amount),
        feeFen: yuanToFen(w.fee),
        deductFen: yuanToFen(w.deduct),
        actualFen: yuanToFen(w.actualAmount),
        status: w.status,
        statusText: w.statusText,
        createdAt: w.createdAt,
        steps: withdrawTimeline(w),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: NOT_FOUND })
  }
}

export default function WithdrawDetail() {
  const w = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/withdraw-history" />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="withdraw-detail-title">
          <h1 id="withdraw-detail-title" className={styles.detailAmount}>
            {yuanText(w.amountFen)}
          </h1>
          <DetailList
            items={[
              {
                term: '状态',
                value: (
                  <span className={styles.status} data-tone={recordToneOf.withdraw(w.status)}>
                    {w.statusText}
                  </span>
                ),
              },
              { term: '收款账户', value: w.account },
              { term: '收款人', value: w.accountName },
              { term: '手续费', value: yuanText(w.feeFen) },
              { term: '打码量扣除', value: yuanText(w.deductFen) },
              { term: '实际到账', value: yuanText(w.actualFen) },
              { term: '订单号', value: w.orderNo },
              { term: '申请时间', value: w.createdAt },
            ]}
          />
        </section>
        <section className={styles.card} aria-labelledby="withdraw-steps-title">
          <h2 id="withdraw-steps-title" className={styles.cardTitle}>
            提现进度
          </h2>
          <OrderTimeline steps={w.steps} label="提现进度" />
        </section>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="提现详情加载失败" />
}
