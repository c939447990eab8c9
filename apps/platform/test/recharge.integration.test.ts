import { errorCodes, walletErrorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { appOriginOf, simulatedPaySetting } from '../src/routes/payPage'
import { createStores } from '../src/store'
import { payPageSignature, signNotification } from '../src/wallet/recharge'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Monday 2026-11-23, noon in China.
const noon = fromChinaTime(2026, 11, 23, 12)

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'rech')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(noon)
  // Whatever a test did, every balance is still the sum of its ledger rows.
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

const ordersOf = (userId: number) =>
  kit.count`SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ${userId}`
const rechargedOf = async (userId: number) => (await kit.stores.users.findUserProfile(userId)).rechMoneyFen
const rowsOfType = (userId: number, type: string) =>
  env.queries
    .selectFrom('ledger')
    .select(['amount_fen as amount', 'ref'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('id')
    .execute()

/** The address a form of the page posts to (its `action`, as a browser reads it). */
function formAction(html: string, button: 'confirm' | 'cancel'): string {
  const found = html.match(new RegExp(`action="([^"]*/${button}[^"]*)"`))?.[1]
  expect(found).toBeDefined()
  return found!.replace(/&(amp|#38);/g, '&')
}

/** Opens the provider's page of an order and presses one of its buttons, as a browser would. */
async function pay(payUrl: string, button: 'confirm' | 'cancel') {
  const page = await fetch(`${env.origin}${payUrl}`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('确认支付')
  expect(html).toContain('取消')
  const pressed = await fetch(`${env.origin}${formAction(html, button)}`, { method: 'POST' })
  return pressed.text()
}

/** A pay page link of an order (`/pay/{orderNo}`, then `/confirm` or `/cancel`) with this expiry and signature. */
const payLink = (orderNo: string, exp: number | string, sig: string, button = '') =>
  `${env.origin}/pay/${orderNo}${button && `/${button}`}?exp=${exp}&sig=${sig}`

describe('channels', () => {
  it("lists the channels of the member's VIP level, with their amount rules", async () => {
    const vip = await kit.memberWith(0, { vipLevel: 3 })
    const all = await vip.api.wallet.rechargeChannels()
    expect(all.vipLevel).toBe(3)
    expect(all.channels.map((c) => [c.id, c.kind, c.configType])).toEqual([
      ['bank-transfer', 'bank', 20],
      ['usdt-trc20', 'usdt', 10],
      ['alipay', 'eWallet', 2],
      ['wechat', 'eWallet', 2],
      ['quick-pay', 'directCharging', 10],
    ])
    const fresh = await kit.memberWith(0)
    expect((await fresh.api.wallet.rechargeChannels()).channels.map((c) => c.id)).toEqual([
      'bank-transfer',
      'usdt-trc20',
      'alipay',
      'quick-pay',
    ])
  })

  it('refuses trial accounts and guests', async () => {
    const trial = await kit.memberWith(2000, { type: 'TEST' })
    expect(await fail(trial.api.wallet.rechargeChannels())).toMatchObject({
      code: errorCodes.testAccount,
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
    expect((await fail(kit.guest().wallet.rechargeChannels())).status).toBe(401)
  })
})

describe('creating an order', () => {
  it('answers a pending online order with its payment page, and moves no money', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    expect(order).toMatchObject({
      channelName: '支付宝',
      kind: 'eWallet',
      kindName: '电子钱包',
      amount: 100,
      status: 'pending',
      statusText: '待支付',
      createdAt: '2026-11-23 12:00:00',
      expiresAt: '2026-11-23 12:30:00',
      payUrl: expect.stringMatching(new RegExp(`^/pay/${order.orderNo}\\?exp=\\d+&sig=[0-9a-f]{64}$`)),
      bank: null,
      usdt: null,
    })
    expect(member.api.wallet.payPageUrl(order)).toBe(`${env.origin}${order.payUrl}`)
    expect(await kit.moneyOf(member.userId)).toBe(0)
    const usdt = await member.api.wallet.createRechargeOrder({ channelId: 'usdt-trc20', amount: 720 })
    expect(usdt.usdt).toMatchObject({ network: 'TRC20', rate: 7.2, usdtAmount: 100 })
  })

  it('links the pay page and its results back to the order in the app, whose address comes from config only', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 100 })
    const back = `<a class="back" href="http://localhost:3000/recharge-history/${order.orderNo}">返回应用查看订单</a>`
    const page = await (await fetch(member.api.wallet.payPageUrl(order)!)).text()
    expect(page).toContain(back)
    const [path, query] = order.payUrl!.split('?')
    const paid = await (await fetch(`${env.origin}${path}/confirm?${query}`, { method: 'POST' })).text()
    expect(paid).toContain('支付成功')
    expect(paid).toContain(back)
    // A link that is not the order's own names no order: back to the app's records.
    const refused = await (await fetch(`${env.origin}/pay/${order.orderNo}`)).text()
    expect(refused).toContain('<a class="back" href="http://localhost:3000/recharge-history">返回应用</a>')
    expect(appOriginOf('https://app.example.com/some/path?x=1')).toBe('https://app.example.com')
    expect(appOriginOf(undefined)).toBe('http://localhost:3000')
    expect(() => appOriginOf('javascript:alert(1)')).toThrow(/APP_PUBLIC_URL/)
  })

  it("refuses amounts against the channel's rule, channels of other levels, trial accounts; nothing is written", async () => {
    const member = await kit.memberWith(0)
    const refusals: [Parameters<typeof member.api.wallet.createRechargeOrder>[0], string, string][] = [
      [{ channelId: 'alipay', amount: 150 }, walletErrorCodes.rechargeAmountInvalid, '请选择充值金额'],
      [
        { channelId: 'quick-pay', amount: 5 },
        walletErrorCodes.rechargeAmountInvalid,
        '单笔充值金额须在10至50000元之间',
      ],
      [
        { channelId: 'quick-pay', amount: 100.5 },
        walletErrorCodes.rechargeAmountInvalid,
        '充值金额必须为整数',
      ],
      [
        { channelId: 'bank-transfer', amount: 500_001 },
        walletErrorCodes.rechargeAmountInvalid,
        '单笔充值金额须在100至500000元之间',
      ],
      [{ channelId: 'wechat', amount: 100 }, walletErrorCodes.channelUnavailable, '该充值通道不可用'],
      [{ channelId: 'nope', amount: 100 }, walletErrorCodes.channelUnavailable, '该充值通道不可用'],
    ]
    for (const [input, code, message] of refusals) {
      expect(await fail(member.api.wallet.createRechargeOrder(input))).toMatchObject({
        status: 400,
        code,
        message,
      })
    }
    const trial = await kit.memberWith(2000, { type: 'TEST' })
    expect(
      (await fail(trial.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 }))).message,
    ).toBe('试玩账户无法进行该操作，请注册正式账户!')
    expect((await ordersOf(member.userId)) + (await ordersOf(trial.userId))).toBe(0)
  })

  it('answers 400 for bad input and writes nothing', async () => {
    const member = await kit.memberWith(0)
    for (const [form, field] of [
      [{ channelId: 'alipay', amount: 'abc' }, 'amount'],
      [{ channelId: 'alipay', amount: '1.234' }, 'amount'],
      [{ channelId: 'alipay', amount: '-5' }, 'amount'],
      [{ amount: '100' }, 'channelId'],
      [{ channelId: 'alipay', amount: '100', idempotencyKey: 'short' }, 'idempotencyKey'],
    ] as const) {
      const answer = await kit.postForm(member.token, '/api/recharge/order', form)
      expect(answer).toEqual({ status: 400, body: { code: 'SYS/BAD_REQUEST', msg: `参数错误：${field}` } })
    }
    expect(await ordersOf(member.userId)).toBe(0)
  })

  it('creates one order per idempotency key, and refuses a sixth order waiting for payment', async () => {
    const member = await kit.memberWith(0)
    const first = await member.api.wallet.createRechargeOrder({
      channelId: 'alipay',
      amount: 50,
      idempotencyKey: 'key-00001',
    })
    const again = await member.api.wallet.createRechargeOrder({
      channelId: 'alipay',
      amount: 50,
      idempotencyKey: 'key-00001',
    })
    expect(again.orderNo).toBe(first.orderNo)
    for (let i = 0; i < 4; i++)
      await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 50 })
    expect(
      await fail(member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 50 })),
    ).toMatchObject({
      code: walletErrorCodes.tooManyPendingOrders,
      message: '未完成的充值订单过多，请先完成或取消',
    })
    expect(await ordersOf(member.userId)).toBe(5)
  })
})

describe('paying on the provider page', () => {
  it('credits a confirmed payment once: onlinePay row, rechMoney, inbox, unlocked content', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 300 })
    expect(await pay(order.payUrl!, 'confirm')).toContain('支付成功')
    expect(await kit.moneyOf(member.userId)).toBe(30_000)
    expect(await rowsOfType(member.userId, 'onlinePay')).toEqual([{ amount: 30_000, ref: order.orderNo }])
    expect(await rechargedOf(member.userId)).toBe(30_000)
    const credited = await member.api.wallet.rechargeOrder(order.orderNo)
    expect(credited).toMatchObject({ status: 'credited', statusText: '已到账', payUrl: null })
    expect(credited.creditedAt).toBe('2026-11-23 12:00:00')
    const info = await member.api.user.info()
    expect(info.extInfo).toMatchObject({ money: 300, rechMoney: 300 })
    expect(info.unReadCount).toBe(1)
    // The page of a paid order offers nothing to pay any more.
    const again = await fetch(`${env.origin}${order.payUrl}`)
    expect(await again.text()).toContain('订单已失效')
    const [path, query] = order.payUrl!.split('?')
    expect(await (await fetch(`${env.origin}${path}/confirm?${query}`, { method: 'POST' })).text()).toContain(
      '订单已失效',
    )
    expect(await kit.moneyOf(member.userId)).toBe(30_000)
  })

  it('cancels the order from the provider page, moving nothing', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 200 })
    expect(await pay(order.payUrl!, 'cancel')).toContain('已取消支付')
    expect((await member.api.wallet.rechargeOrder(order.orderNo)).status).toBe('cancelled')
    expect(await kit.moneyOf(member.userId)).toBe(0)
  })

  it('has no page for a bank order or an unknown one, even with a link signed with the secret', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'bank-transfer', amount: 100 })
    expect(order.payUrl).toBeNull()
    const exp = env.clock.now() + 60_000
    for (const orderNo of [order.orderNo, 'R0000']) {
      expect((await fetch(`${env.origin}/pay/${orderNo}`)).status).toBe(403)
      expect(
        (await fetch(payLink(orderNo, exp, payPageSignature(await kit.secret(), orderNo, exp)))).status,
      ).toBe(404)
    }
  })

  it('is bound to the link the order answered: no page, no confirm, no cancel without its valid signature', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 300 })
    const other = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const link = new URL(order.payUrl!, env.origin)
    const exp = link.searchParams.get('exp')!
    const sig = link.searchParams.get('sig')!
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`
    const past = env.clock.now() - 1
    const refused = [
      // Nothing but the order number: what anyone who saw it holds.
      `${env.origin}/pay/${order.orderNo}`,
      `${env.origin}/pay/${order.orderNo}/confirm`,
      `${env.origin}/pay/${order.orderNo}/cancel`,
      // A forged signature, one changed digit, another key, another order's or a stretched expiry.
      payLink(order.orderNo, exp, '0'.repeat(64), 'confirm'),
      payLink(order.orderNo, exp, flipped, 'confirm'),
      payLink(order.orderNo, exp, payPageSignature('another-secret', order.orderNo, Number(exp)), 'confirm'),
      payLink(other.orderNo, exp, sig, 'confirm'),
      payLink(order.orderNo, Number(exp) + 86_400_000, sig, 'confirm'),
      // Malformed: never a 500.
      payLink(order.orderNo, 'soon', sig, 'confirm'),
      payLink(order.orderNo, exp, 'not-hex', 'cancel'),
      `${env.origin}/pay/${order.orderNo}/confirm?exp=${exp}&exp=${exp}&sig=${sig}&sig=${sig}`,
      // Signed with the platform's secret, but expired.
      payLink(order.orderNo, past, payPageSignature(await kit.secret(), order.orderNo, past), 'confirm'),
    ]
    for (const url of refused) {
      const method = /\/(confirm|cancel)\?|\/(confirm|cancel)$/.test(url) ? 'POST' : 'GET'
      const answer = await fetch(url, { method })
      expect([url, answer.status]).toEqual([url, 403])
      expect(await answer.text()).toMatch(/支付链接(无效|已过期)/)
    }
    expect(await kit.moneyOf(member.userId)).toBe(0)
    expect((await member.api.wallet.rechargeOrder(order.orderNo)).status).toBe('pending')
    expect((await member.api.wallet.rechargeOrder(other.orderNo)).status).toBe('pending')

    // The link the order answered pays it, once.
    expect(await pay(order.payUrl!, 'confirm')).toContain('支付成功')
    expect(
      await (await fetch(payLink(order.orderNo, exp, sig, 'confirm'), { method: 'POST' })).text(),
    ).toContain('订单已失效')
    expect(await kit.moneyOf(member.userId)).toBe(30_000)
    expect(await rowsOfType(member.userId, 'onlinePay')).toEqual([{ amount: 30_000, ref: order.orderNo }])
  })
})

describe('payment notifications', () => {
  it('credit exactly once however often a notification repeats', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 500 })
    const body = JSON.stringify(kit.notification(order.orderNo, 500))
    expect(await kit.notify(body)).toEqual({
      status: 200,
      body: { data: { orderNo: order.orderNo, status: 'credited' } },
    })
    // The same notification again (same nonce) is a replay.
    expect(await kit.notify(body)).toMatchObject({
      status: 400,
      body: { code: 'PAY/REPLAY', msg: '重复的通知' },
    })
    // A new notification of the credited order is answered, and credits nothing.
    const second = await kit.notify(JSON.stringify(kit.notification(order.orderNo, 500)))
    expect(second).toEqual({ status: 200, body: { data: { orderNo: order.orderNo, status: 'credited' } } })
    expect(await kit.moneyOf(member.userId)).toBe(50_000)
    expect(await rowsOfType(member.userId, 'onlinePay')).toHaveLength(1)
    expect(await rechargedOf(member.userId)).toBe(50_000)
  })

  it('credit an order whose payment arrives after it expired', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 88 })
    env.clock.advance(31 * 60_000)
    expect((await member.api.wallet.rechargeOrder(order.orderNo)).status).toBe('expired')
    // Its link expired with it.
    const page = await fetch(`${env.origin}${order.payUrl}`)
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('支付链接已过期')
    const answer = await kit.notify(JSON.stringify(kit.notification(order.orderNo, 88)))
    expect(answer.body).toEqual({ data: { orderNo: order.orderNo, status: 'credited' } })
    expect(await kit.moneyOf(member.userId)).toBe(8800)
  })

  it('refuse a forged, stale, mismatched or unknown notification and write nothing', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const nonces = () => kit.count`SELECT COUNT(*) AS n FROM payment_nonces`
    const before = await nonces()
    const body = JSON.stringify(kit.notification(order.orderNo, 100))
    const secret = await kit.secret()
    const signed = (text: string): [string, string] => [text, signNotification(secret, text)]
    const refusals: [[string, string | null], string][] = [
      [[body, signNotification('not-the-secret', body)], 'PAY/SIGNATURE'],
      [[body, null], 'PAY/SIGNATURE'],
      [[body, 'zz'], 'PAY/SIGNATURE'],
      [[body.replace('"100.00"', '"1000.00"'), signNotification(secret, body)], 'PAY/SIGNATURE'],
      [
        signed(JSON.stringify(kit.notification(order.orderNo, 100, { timestamp: noon - 11 * 60_000 }))),
        'PAY/STALE',
      ],
      [signed(JSON.stringify(kit.notification(order.orderNo, 99))), 'PAY/AMOUNT'],
      [signed(JSON.stringify(kit.notification('R9999999999999999', 100))), 'SYS/NOT_FOUND'],
      [signed(JSON.stringify({ ...kit.notification(order.orderNo, 100), nonce: 'x' })), 'SYS/BAD_REQUEST'],
      [signed('not json'), 'SYS/BAD_REQUEST'],
    ]
    for (const [[text, signature], code] of refusals) {
      const answer = await kit.notify(text, signature)
      expect(answer.status, code).toBe(400)
      expect(answer.body.code, code).toBe(code)
    }
    expect(await nonces()).toBe(before)
    expect(await kit.moneyOf(member.userId)).toBe(0)
    expect((await member.api.wallet.rechargeOrder(order.orderNo)).status).toBe('pending')
  })

  it('cancel a waiting order, and leave a credited one as it is', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const cancelled = await kit.notify(
      JSON.stringify(kit.notification(order.orderNo, 100, { status: 'cancelled' })),
    )
    expect(cancelled.body).toEqual({ data: { orderNo: order.orderNo, status: 'cancelled' } })
    // Money the provider reports as received is credited even on a cancelled order.
    await kit.notify(JSON.stringify(kit.notification(order.orderNo, 100)))
    const late = await kit.notify(
      JSON.stringify(kit.notification(order.orderNo, 100, { status: 'cancelled' })),
    )
    expect(late.body).toEqual({ data: { orderNo: order.orderNo, status: 'credited' } })
    expect(await kit.moneyOf(member.userId)).toBe(10_000)
  })
})

describe('bank transfers', () => {
  it('show our account, wait for the transfer and the check, and credit once as 转账充值', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'bank-transfer', amount: 100.37 })
    expect(order).toMatchObject({
      amount: 100.37,
      payUrl: null,
      bank: {
        bankName: '中国工商银行',
        accountName: '六合资讯科技有限公司',
        cardNo: '6222020200112233445',
        branch: '澳门分行',
      },
    })
    const transferred = await member.api.wallet.markTransferred(order.orderNo, '张三')
    expect(transferred).toMatchObject({ status: 'paid', statusText: '待确认' })
    expect(await fail(member.api.wallet.markTransferred(order.orderNo))).toMatchObject({
      code: walletErrorCodes.rechargeStatus,
    })
    expect(await kit.moneyOf(member.userId)).toBe(0)
    const approved = await kit.hook('recharge/approve', { orderNo: order.orderNo })
    expect(approved.body.data).toMatchObject({ status: 'credited' })
    expect(await rowsOfType(member.userId, 'recharge')).toEqual([{ amount: 10_037, ref: order.orderNo }])
    expect(await kit.hook('recharge/approve', { orderNo: order.orderNo })).toMatchObject({
      status: 400,
      body: { code: 'RECHARGE/STATUS' },
    })
    expect(await kit.moneyOf(member.userId)).toBe(10_037)
    expect(await rechargedOf(member.userId)).toBe(10_037)
  })

  it('are the only orders the approve hook credits', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    expect((await kit.hook('recharge/approve', { orderNo: order.orderNo })).status).toBe(400)
    expect((await fail(member.api.wallet.markTransferred(order.orderNo))).code).toBe(
      walletErrorCodes.rechargeStatus,
    )
    expect(await kit.moneyOf(member.userId)).toBe(0)
  })
})

describe('cancelling and the history', () => {
  it('cancels only an order waiting for payment', async () => {
    const member = await kit.memberWith(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    expect((await member.api.wallet.cancelRechargeOrder(order.orderNo)).status).toBe('cancelled')
    expect((await fail(member.api.wallet.cancelRechargeOrder(order.orderNo))).message).toBe(
      '订单状态已变更，请刷新页面',
    )
    const other = await kit.memberWith(0)
    const theirs = await other.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    expect(await fail(member.api.wallet.cancelRechargeOrder(theirs.orderNo))).toMatchObject({
      code: errorCodes.notFound,
    })
    expect((await other.api.wallet.rechargeOrder(theirs.orderNo)).status).toBe('pending')
  })

  it('pages the orders newest first, by status', async () => {
    const member = await kit.memberWith(0)
    const made = []
    for (const amount of [50, 100, 200]) {
      made.push(await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount }))
      env.clock.advance(60_000)
    }
    await kit.notify(JSON.stringify(kit.notification(made[1]!.orderNo, 100)))
    const page = await member.api.wallet.rechargeOrders({ page: 1, rows: 2 })
    expect(page.totalCount).toBe(3)
    expect(page.rows.map((o) => o.amount)).toEqual([200, 100])
    const credited = await member.api.wallet.rechargeOrders({ page: 1, rows: 20, status: 'credited' })
    expect(credited.rows.map((o) => o.orderNo)).toEqual([made[1]!.orderNo])
    env.clock.advance(60 * 60_000)
    const expired = await member.api.wallet.rechargeOrders({ page: 1, rows: 20, status: 'expired' })
    expect(expired.totalCount).toBe(2)
    expect((await fail(member.api.wallet.rechargeOrder('R123'))).code).toBe('SYS/BAD_REQUEST')
    expect((await fail((await kit.memberWith(0)).api.wallet.rechargeOrder(made[0]!.orderNo))).code).toBe(
      errorCodes.notFound,
    )
  })
})

describe('the simulated provider in production', () => {
  it('is off with NODE_ENV=production unless PLATFORM_SIMULATED_PAY=1 switches it on, and says so', () => {
    expect(simulatedPaySetting({ NODE_ENV: 'production' })).toEqual({
      enabled: false,
      notice: expect.stringMatching(/^\[platform\] simulated payment provider: off/),
    })
    expect(simulatedPaySetting({ NODE_ENV: 'production', PLATFORM_SIMULATED_PAY: '1' })).toEqual({
      enabled: true,
      notice: expect.stringMatching(/^\[platform\] simulated payment provider: on/),
    })
    expect(simulatedPaySetting({}).enabled).toBe(true)
    expect(simulatedPaySetting({ NODE_ENV: 'test' }).enabled).toBe(true)
    expect(simulatedPaySetting({ PLATFORM_SIMULATED_PAY: '0' }).enabled).toBe(false)
  })

  it('has no pay routes when switched off: a signed link answers 404 and credits nothing', async () => {
    const off = await startTestPlatform(noon, { simulatedPay: false })
    const { platform } = off
    try {
      const stores = createStores(off.queries)
      const userId = (await stores.users.findUserAuth('demo01'))!.userId
      const token = await stores.users.issueToken(userId, noon, 86_400_000)
      const created = await platform.app.request('/app-api/api/recharge/order', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ channelId: 'alipay', amount: '100' }).toString(),
      })
      const order = ((await created.json()) as { data: { orderNo: string; payUrl: string } }).data
      const money = (await stores.wallet.balancesOf(userId)).moneyFen
      const [path, query] = order.payUrl.split('?')
      expect((await platform.app.request(order.payUrl)).status).toBe(404)
      expect((await platform.app.request(`${path}/confirm?${query}`, { method: 'POST' })).status).toBe(404)
      expect((await platform.app.request(`${path}/cancel?${query}`, { method: 'POST' })).status).toBe(404)
      expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(money)
      expect((await stores.recharge.findOrder(order.orderNo))!.status).toBe('pending')
    } finally {
      await off.stop()
    }
  })
})
