import { Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { CancelOrder } from '#app/components/wallet/CancelOrder.tsx'
import { CopyButton } from '#app/components/wallet/CopyButton.tsx'
import { OrderSummary } from '#app/components/wallet/OrderSummary.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { loadOrder, orderPagePath } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge' })

export const meta: MetaFunction = () => [{ title: '银行转账' }]

/** A bank-transfer order (`?orderNo=`): our receiving account, then the member says the transfer is made. */
export async function loader({ request }: LoaderFunctionArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo')
  // The bank channel is chosen, with its amount, on /recharge.
  if (!orderNo) throw redirect('/recharge')
  const { order } = await loadOrder(request, orderNo)
  const target = orderPagePath(order)
  if (!target.startsWith('/recharge/bank')) throw redirect(target)
  return data({ order }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeBank() {
  const { order } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const bank = order.bank
  return (
    <>
      <NavBar title="银行转账" backHref="/recharge" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.cardTitle}>
            订单信息
          </h2>
          <OrderSummary order={order} />
        </section>
        {bank ? (
          <section className={styles.card} aria-labelledby="account-title">
            <h2 id="account-title" className={styles.cardTitle}>
              收款账户
            </h2>
            <dl className={styles.details}>
              <dt className={styles.term}>收款银行</dt>
              <dd className={`${styles.value} ${styles.copyRow}`}>
                <span>{bank.bankName}</span>
                <CopyButton text={bank.bankName} label="收款银行" />
              </dd>
              <dt className={styles.term}>收款人</dt>
              <dd className={`${styles.value} ${styles.copyRow}`}>
                <span>{bank.accountName}</span>
                <CopyButton text={bank.accountName} label="收款人" />
              </dd>
              <dt className={styles.term}>收款账号</dt>
              <dd className={`${styles.value} ${styles.copyRow}`}>
                <span>{bank.cardNo}</span>
                <CopyButton text={bank.cardNo} label="收款账号" />
              </dd>
              <dt className={styles.term}>开户网点</dt>
              <dd className={`${styles.value} ${styles.copyRow}`}>
                <span>{bank.branch}</span>
                <CopyButton text={bank.branch} label="开户网点" />
              </dd>
              <dt className={styles.term}>转账金额</dt>
              <dd className={`${styles.value} ${styles.copyRow}`}>
                <span className={styles.amount}>{order.amount.toFixed(2)}</span>
                <CopyButton text={order.amount.toFixed(2)} label="转账金额" />
              </dd>
            </dl>
            <p className={styles.note}>
              请按订单金额（含小数）转账至以上账户，转账完成后填写付款人姓名并提交，财务核实后即到账。
            </p>
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="transfer-title">
          <h2 id="transfer-title" className={styles.cardTitle}>
            提交转账信息
          </h2>
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="transferred" />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor="payer-name">
                付款人姓名
              </label>
              <input
                id="payer-name"
                className={styles.input}
                name="payerName"
                maxLength={30}
                autoComplete="name"
                placeholder="请输入转账时使用的银行卡户名"
                defaultValue={result?.values.payerName}
                aria-invalid={result ? true : undefined}
                aria-describedby={result ? 'transfer-error' : undefined}
              />
              {result ? (
                <p id="transfer-error" role="alert" className={styles.fieldError}>
                  {result.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
              我已完成转账
            </Button>
          </Form>
          <CancelOrder orderNo={order.orderNo} />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="银行转账加载失败" />
}
