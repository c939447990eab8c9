import { randomUUID } from 'node:crypto'
import {
  fenToYuan,
  formatWalletBalance,
  rechargeAmountError,
  rechargeAmountPattern,
  rechargeKindNames,
  rechargeKinds,
  rechargeMessages,
  yuanToFen,
} from '@liuhe/domain'
import { AmountInput, Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { useAdultGate } from '#app/components/responsible/AdultGate.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { responsibleGateOf } from '#app/server/account/responsible.server.ts'
import { balanceOf, readBesideViewer, requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, platformFailure } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'
import { orderPagePath, refused } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge' })

export const meta: MetaFunction = () => [{ title: '充值' }]

export async function loader({ request }: LoaderFunctionArgs) {
  // The channels and the gate are read beside the profile call that checks the session (readBesideViewer).
  const reads = Promise.all([
    readBesideViewer(request, (token) => platformFor(request, token).wallet.rechargeChannels(request.signal)),
    responsibleGateOf(request),
  ])
  reads.catch(() => {})
  const state = await requireViewer(request)
  const wanted = new URL(request.url).searchParams.get('channel')
  try {
    const [{ channels }, responsible] = await reads
    const selected = channels.find((c) => c.id === wanted) ?? channels[0] ?? null
    return data(
      {
        balance: balanceOf(state),
        groups: rechargeKinds
          .map((kind) => ({
            kind,
            name: rechargeKindNames[kind],
            channels: channels.filter((c) => c.kind === kind),
          }))
          .filter((group) => group.channels.length > 0),
        selected,
        adultConfirmed: responsible?.adultConfirmed ?? false,
        // A form sent twice (a double tap, a resubmitted page) makes one order.
        idempotencyKey: randomUUID(),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const formSchema = z.object({
  channelId: z.string().max(32).catch(''),
  amount: z.string().max(20).catch(''),
  idempotencyKey: z.string().max(64).optional().catch(undefined),
})

export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readForm(request, formSchema)
  const values = { channelId: form.channelId, amount: form.amount.trim() }
  const api = platformFor(request, state.token).wallet
  try {
    const { channels } = await api.rechargeChannels()
    const channel = channels.find((c) => c.id === values.channelId)
    if (!channel) return refused(values, '该充值通道不可用')
    if (values.amount === '') return refused(values, rechargeMessages.amountRequired)
    if (!rechargeAmountPattern.test(values.amount)) return refused(values, rechargeMessages.amountRequired)
    // 元 as typed → whole fen → the 元 the platform takes (no float arithmetic on the amount).
    const amount = fenToYuan(yuanToFen(Number(values.amount)))
    const problem = rechargeAmountError(channel, amount)
    if (problem) return refused(values, problem)
    const order = await api.createRechargeOrder({
      channelId: channel.id,
      amount,
      idempotencyKey: form.idempotencyKey || undefined,
    })
    return redirect(orderPagePath(order))
  } catch (error) {
    return refused(values, failureOf(error).message)
  }
}

export default function Recharge() {
  const { balance, groups, selected, idempotencyKey, adultConfirmed } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const typedBefore = result && result.values.channelId === selected?.id ? result.values.amount : ''
  return (
    <>
      <NavBar title="充值" backHref="/profile" />
      <main className={styles.page}>
        <section className={styles.balance} aria-label="账户余额">
          <span className={styles.balanceLabel}>账户余额（元）</span>
          <span className={styles.balanceValue}>{formatWalletBalance(balance ?? 0)}</span>
        </section>
        {groups.length === 0 || !selected ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          <>
            <section className={styles.card} aria-labelledby="channels-title">
              <h2 id="channels-title" className={styles.cardTitle}>
                选择充值方式
              </h2>
              {groups.map((group) => (
                <div key={group.kind}>
                  <h3 className={styles.groupTitle}>{group.name}</h3>
                  <ul className={styles.channels}>
                    {group.channels.map((channel) => (
                      <li key={channel.id}>
                        <Link
                          className={styles.channel}
                          to={`?channel=${encodeURIComponent(channel.id)}`}
                          replace
                          preventScrollReset
                          aria-current={channel.id === selected.id ? 'true' : undefined}
                        >
                          {channel.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
            <section className={styles.card} aria-labelledby="amount-title">
              <h2 id="amount-title" className={styles.cardTitle}>
                {selected.name}
              </h2>
              <RechargeForm
                // A new channel starts a new form: its amount rule differs.
                key={selected.id}
                channel={selected}
                idempotencyKey={idempotencyKey}
                adultConfirmed={adultConfirmed}
                typed={typedBefore}
                message={result && result.values.channelId === selected.id ? result.message : null}
                submitting={navigation.state === 'submitting'}
              />
            </section>
          </>
        )}
      </main>
    </>
  )
}

interface ChannelView {
  id: string
  configType: 2 | 10 | 20
  minAmount: number
  maxAmount: number
  amounts: number[]
}

function RechargeForm({
  channel,
  idempotencyKey,
  adultConfirmed,
  typed,
  message,
  submitting,
}: {
  channel: ChannelView
  idempotencyKey: string
  adultConfirmed: boolean
  typed: string
  message: string | null
  submitting: boolean
}) {
  const [amount, setAmount] = useState(typed)
  const formRef = useRef<HTMLFormElement>(null)
  // What was typed before the page's script ran is in the field but not in `amount`: the field adopts it at
  // hydration, or the next render would empty it (and send the form without it).
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('amount')
    if (field instanceof HTMLInputElement && field.value !== '') setAmount(field.value)
  }, [])
  // A refused form comes back with the amount it sent, which the field shows again.
  const [shownTyped, setShownTyped] = useState(typed)
  if (typed !== shownTyped) {
    setShownTyped(typed)
    setAmount(typed)
  }
  const adultGate = useAdultGate(adultConfirmed)
  const submit = useSubmit()
  return (
    <Form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // The first recharge asks for the 18+ confirmation first, then sends the form as it was.
        if (adultGate.confirmed) return
        event.preventDefault()
        const form = event.currentTarget
        adultGate.guard(() => submit(form))
      }}
    >
      {adultGate.dialog}
      <input type="hidden" name="channelId" value={channel.id} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <AmountInput
        label="充值金额"
        name="amount"
        value={amount}
        onValueChange={setAmount}
        quickAmounts={channel.amounts}
        fixed={channel.configType === 2}
        decimals={channel.configType === 10 ? 0 : 2}
        min={channel.minAmount}
        max={channel.maxAmount}
        error={message}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        立即充值
      </Button>
    </Form>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="充值加载失败" />
}
