import { randomUUID } from 'node:crypto'
import { isApiError } from '@liuhe/api'
import {
  formatWalletFen,
  HONGBAO_DEFAULT_GREETING,
  HONGBAO_GREETING_MAX,
  hongbaoError,
  hongbaoTexts,
  lotteryWalletCovers,
  walletTexts,
  yuanToFen,
} from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useParams } from '@remix-run/react'
import * as styles from '#app/components/chat/chat.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer, walletOf } from '#app/server/auth/viewer.server.ts'
import { chatIdParam } from '#app/server/chat/chatRoutes.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

export const meta: MetaFunction = () => [{ title: '发红包' }]

/**
 * The send form, with the lottery wallet a red packet is taken from; each load carries a fresh idempotency
 * key, so a repeated post sends once.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  chatIdParam(params.roomId, '聊天室不存在')
  const state = await requireViewer(request)
  return data(
    { key: randomUUID(), lotteryFen: walletOf(state)?.lotteryFen ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/**
 * Sends the red packet (the platform debits the lottery wallet through the ledger), then back to the room;
 * more than the lottery wallet holds is 余额不足, as the platform would answer, and nothing is sent.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const roomId = chatIdParam(params.roomId, '聊天室不存在')
  const state = await requireViewer(request)
  const { token } = state
  const form = await readFormData(request)
  const amount = Number(form.get('amount'))
  const count = Number(form.get('count'))
  const greeting = String(form.get('greeting') ?? '').trim()
  const key = String(form.get('key') ?? '')
  let amountFen: number
  try {
    amountFen = yuanToFen(amount)
  } catch {
    return data({ message: hongbaoTexts.amount }, { status: 400 })
  }
  const refused = hongbaoError({ amountFen, count, greeting })
  if (refused || !/^[0-9a-f-]{36}$/.test(key))
    return data({ message: refused ?? '请刷新页面后再试' }, { status: 400 })
  const wallet = walletOf(state)
  if (wallet && !lotteryWalletCovers(wallet, amountFen)) {
    return data({ message: walletTexts.insufficient }, { status: 400 })
  }
  try {
    await platformFor(request, token).chat.sendHongbao({
      room_id: roomId,
      amount_fen: amountFen,
      count,
      greeting,
      idempotency_key: key,
    })
  } catch (error) {
    const status = isApiError(error) && error.status ? error.status : 502
    return data({ message: failureOf(error).message }, { status })
  }
  throw redirect(`/chat-rooms/${roomId}`)
}

export default function SendHongbao() {
  const { key, lotteryFen } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { roomId } = useParams()
  const sending = useNavigation().state === 'submitting'
  return (
    <div className={styles.page}>
      <NavBar title="发红包" backHref={`/chat-rooms/${roomId}`} />
      <main className={styles.main}>
        <Form method="post" className={styles.card}>
          <input type="hidden" name="key" value={key} />
          {lotteryFen === null ? null : (
            <p className={styles.balance}>
              {walletTexts.lottery} <strong>{formatWalletFen(lotteryFen)}</strong> 元
            </p>
          )}
          <label className={styles.field}>
            总金额（元）
            <input className={styles.input} name="amount" inputMode="decimal" required placeholder="0.00" />
          </label>
          <label className={styles.field}>
            红包个数
            <input className={styles.input} name="count" inputMode="numeric" required placeholder="1" />
          </label>
          <label className={styles.field}>
            祝福语
            <input
              className={styles.input}
              name="greeting"
              maxLength={HONGBAO_GREETING_MAX}
              placeholder={HONGBAO_DEFAULT_GREETING}
            />
          </label>
          {result?.message ? (
            <p className={styles.error} role="alert">
              {result.message}
            </p>
          ) : null}
          <Button type="submit" fullWidth size="lg" loading={sending}>
            塞钱进红包
          </Button>
        </Form>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="红包加载失败" />
}
