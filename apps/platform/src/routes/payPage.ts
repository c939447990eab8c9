import { randomBytes } from 'node:crypto'
import { fenToYuan, formatFen, rechargeStatusAt, usdtAmountOf } from '@liuhe/domain'
import { type Context, Hono } from 'hono'
import type { Clock } from '../clock'
import { missingResource } from '../envelope'
import type { Stores } from '../store'
import { configKeys } from '../store/config'
import { rechargeConfigOf } from '../wallet/config'
import {
  checkPayPageLink,
  type PaymentNotification,
  SIGNATURE_HEADER,
  signedPayPageUrl,
  signNotification,
} from '../wallet/recharge'

/** Sends a signed notification to the platform's notify endpoint and returns its answer. */
export type DeliverNotification = (body: string, headers: Record<string, string>) => Promise<Response>

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * Whether the simulated provider's pages are mounted, and the start-up log line that says so. They credit
 * orders on a button press, so a production platform (`NODE_ENV=production`) goes without them unless
 * `PLATFORM_SIMULATED_PAY=1` switches them on (`0` switches them off anywhere).
 */
export function simulatedPaySetting(env: Record<string, string | undefined>): {
  enabled: boolean
  notice: string
} {
  const switched = env.PLATFORM_SIMULATED_PAY
  const enabled = switched === '1' || (switched !== '0' && env.NODE_ENV !== 'production')
  const why =
    switched === '1' || switched === '0'
      ? `PLATFORM_SIMULATED_PAY=${switched}`
      : env.NODE_ENV === 'production'
        ? 'NODE_ENV=production; PLATFORM_SIMULATED_PAY=1 switches it on'
        : 'not production; PLATFORM_SIMULATED_PAY=0 switches it off'
  return {
    enabled,
    notice: `[platform] simulated payment provider: ${enabled ? 'on (/pay/…)' : 'off'} (${why})`,
  }
}

/** The app's public address when `APP_PUBLIC_URL` is not set: `npm start`'s. */
export const DEFAULT_APP_PUBLIC_URL = 'http://localhost:3000'

/**
 * The origin of the app the member came from (`APP_PUBLIC_URL`, default {@link DEFAULT_APP_PUBLIC_URL}): the
 * pay page links back to it. It comes from the platform's configuration only, never from the request, so the
 * link cannot be pointed elsewhere (no open redirect). Anything but an http(s) address is refused at start.
 */
export function appOriginOf(setting: string | undefined): string {
  const url = new URL(setting || DEFAULT_APP_PUBLIC_URL)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`APP_PUBLIC_URL must be an http(s) address: ${setting}`)
  }
  return url.origin
}

/** The texts of the way back to the app. */
export const payPageBackTexts = { order: '返回应用查看订单', app: '返回应用' } as const

/** A small self-contained page: the provider's look is its own, not the app's. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f2f4f7;color:#1f2937}
main{max-width:420px;margin:0 auto;padding:24px 16px}
section{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 12px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}dt{color:#6b7280}dd{margin:0;word-break:break-all}
form{display:inline}button{font:inherit;border:0;border-radius:8px;padding:10px 20px;margin-right:8px;cursor:pointer}
.pay{background:#15803d;color:#fff}.cancel{background:#e5e7eb;color:#1f2937}
.back{display:block;margin-top:20px;color:#1d4ed8}
</style></head><body><main><section>${body}</section></main></body></html>`
}

/**
 * The simulated payment provider of the online channels (e-wallet, direct charging, USDT): its payment
 * page at `/pay/{orderNo}` with 确认支付 and 取消, each of which calls the platform back the way a real
 * provider does, with a signed notification to `/app-api/api/recharge/notify`. The page is the provider's:
 * it knows the order only to show what is being paid.
 */
export function payPageRoutes(
  stores: Stores,
  clock: Clock,
  deliver: DeliverNotification,
  appOrigin: string = appOriginOf(undefined),
) {
  const app = new Hono()
  /**
   * The way back to the app: the order's page there (`/recharge-history/{orderNo}`, its status in every theme),
   * or the app's recharge records when the order is not known. A plain link: the page runs no script.
   */
  const backLink = (orderNo?: string) => {
    const [path, text] = orderNo
      ? [`/recharge-history/${encodeURIComponent(orderNo)}`, payPageBackTexts.order]
      : ['/recharge-history', payPageBackTexts.app]
    return `<a class="back" href="${escapeHtml(`${appOrigin}${path}`)}">${text}</a>`
  }
  const findOrder = async (orderNo: string) => {
    const order = await stores.recharge.findOrder(orderNo)
    if (!order || order.kind === 'bank') throw missingResource()
    return order
  }
  const html = (title: string, body: string) =>
    new Response(page(title, body), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  const result = (title: string, text: string, orderNo?: string) =>
    html(
      title,
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>请返回应用查看充值结果。</p>${backLink(orderNo)}`,
    )
  /**
   * The page and its buttons answer only the link the order's member was given (`signedPayPageUrl` in
   * ../wallet/recharge.ts): without its valid, unexpired `exp` and `sig`, 403 before the order is looked up.
   */
  const refusedLink = async (c: Context, orderNo: string): Promise<Response | undefined> => {
    const one = (key: string) => {
      const values = c.req.queries(key)
      return values?.length === 1 ? values[0] : undefined
    }
    const secret = await stores.config.requireConfig<string>(configKeys.paymentSecret)
    const checked = checkPayPageLink(secret, orderNo, { exp: one('exp'), sig: one('sig') }, clock.now())
    if (checked === 'ok') return undefined
    const [title, text] =
      checked === 'expired'
        ? ['支付链接已过期', '该支付链接已过期，请返回应用重新下单。']
        : ['支付链接无效', '请从应用的充值订单打开支付页面。']
    const response = result(title, text)
    return new Response(response.body, { status: 403, headers: response.headers })
  }

  app.get('/pay/:orderNo', async (c) => {
    const refused = await refusedLink(c, c.req.param('orderNo'))
    if (refused) return refused
    const order = await findOrder(c.req.param('orderNo'))
    const status = rechargeStatusAt(order, clock.now())
    if (status !== 'pending') {
      return result('订单已失效', '该订单已支付、取消或过期，无法继续支付。', order.orderNo)
    }
    const config = await rechargeConfigOf(stores)
    const channel = config.channels.find((ch) => ch.id === order.channelId)
    const amount = fenToYuan(order.amountFen)
    const [path, query] = signedPayPageUrl(
      await stores.config.requireConfig<string>(configKeys.paymentSecret),
      order,
    ).split('?')
    const usdt =
      order.kind === 'usdt'
        ? `<dt>USDT</dt><dd>${usdtAmountOf(amount, config.usdt.rate).toFixed(2)} (${escapeHtml(config.usdt.network)})</dd>` +
          `<dt>收款地址</dt><dd>${escapeHtml(config.usdt.address)}</dd>`
        : ''
    return html(
      '收银台',
      `<h1>收银台</h1><div class="amount">¥${formatFen(order.amountFen)}</div>
<dl><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>支付方式</dt><dd>${escapeHtml(channel?.name ?? order.channelId)}</dd>${usdt}</dl>
<form method="post" action="${escapeHtml(`${path}/confirm?${query}`)}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${escapeHtml(`${path}/cancel?${query}`)}"><button class="cancel" type="submit">取消</button></form>
${backLink(order.orderNo)}`,
    )
  })

  /** Builds, signs and delivers the notification of the member's choice on the page. */
  const notify = async (orderNo: string, status: PaymentNotification['status']) => {
    const order = await findOrder(orderNo)
    const notification: PaymentNotification = {
      orderNo: order.orderNo,
      amount: formatFen(order.amountFen),
      status,
      providerRef: `SIM${randomBytes(6).toString('hex').toUpperCase()}`,
      nonce: randomBytes(16).toString('hex'),
      timestamp: clock.now(),
    }
    const body = JSON.stringify(notification)
    const secret = await stores.config.requireConfig<string>(configKeys.paymentSecret)
    const response = await deliver(body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(secret, body),
    })
    const answer = (await response.json()) as { msg?: string }
    return { accepted: response.ok, message: answer.msg ?? '' }
  }

  app.post('/pay/:orderNo/confirm', async (c) => {
    const refused = await refusedLink(c, c.req.param('orderNo'))
    if (refused) return refused
    const order = await findOrder(c.req.param('orderNo'))
    if (rechargeStatusAt(order, clock.now()) !== 'pending') {
      return result('订单已失效', '该订单已支付、取消或过期，无法继续支付。', order.orderNo)
    }
    const { accepted, message } = await notify(order.orderNo, 'paid')
    return accepted
      ? result('支付成功', `已支付 ¥${formatFen(order.amountFen)}。`, order.orderNo)
      : result('支付失败', message, order.orderNo)
  })

  app.post('/pay/:orderNo/cancel', async (c) => {
    const refused = await refusedLink(c, c.req.param('orderNo'))
    if (refused) return refused
    const order = await findOrder(c.req.param('orderNo'))
    if (rechargeStatusAt(order, clock.now()) !== 'pending') {
      return result('订单已失效', '该订单已支付、取消或过期。', order.orderNo)
    }
    const { accepted, message } = await notify(order.orderNo, 'cancelled')
    return accepted
      ? result('已取消支付', '本次支付已取消。', order.orderNo)
      : result('取消失败', message, order.orderNo)
  })

  return app
}
