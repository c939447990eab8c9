import { formatFenGrouped, rechargeTimeline, yuanToFen } from '@liuhe/domain'
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

const TITLE = '充值详情'
const NOT_FOUND = '订单不存在'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** One recharge order of the member with its status timeline. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireViewer(request)
  const orderNo = params.id ?? ''
  invariantResponse(/^[A-Z0-9]{6,40}$/.test(orderNo), NOT_FOUND)
  try {
    const order = await platformFor(request, token).wallet.rechargeOrder(orderNo)
    return data(
      {
        orderNo: order.orderNo,
        kindName: order.kindName,
        channelName: order.channelName,
        amountFen: yuanToFen(order.amount),
        status: order.status,
        statusText: order.statusText,
        createdAt: order.createdAt,
        steps: rechargeTimeline(order),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: NOT_FOUND })
  }
}

export default function RechargeDetail() {
  const order = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/recharge-history" />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="recharge-detail-title">
          <h1 id="recharge-detail-title" className={styles.detailAmount}>
            {formatFenGrouped(order.amountFen)} 元
          </h1>
          <DetailList
            items={[
              {
                term: '状态',
                value: (
                  <span className={styles.status} data-tone={recordToneOf.recharge(order.status)}>
                    {order.statusText}
                  </span>
                ),
              },
              {
                term: '充值方式',
                value:
                  order.channelName === order.kindName
                    ? order.kindName
                    : `${order.kindName}（${order.channelName}）`,
              },
              { term: '订单号', value: order.orderNo },
              { term: '创建时间', value: order.createdAt },
            ]}
          />
        </section>
        <section className={styles.card} aria-labelledby="recharge-steps-title">
          <h2 id="recharge-steps-title" className={styles.cardTitle}>
            充值进度
          </h2>
          <OrderTimeline steps={order.steps} label="充值进度" />
        </section>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="充值详情加载失败" />
}
