import { type ApiError, errorCodes, walletErrorCodes } from '@liuhe/api'
import { fromChinaTime, type WithdrawLimit, withdrawDeduction, yuanToFen } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configKeys } from '../src/store/config'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-24, noon in China.
const noon = fromChinaTime(2026, 11, 24, 12)

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'draw')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(noon)
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
const withdrawalsOf = (userId: number) =>
  kit.count`SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ${userId}`
const rowsOfType = (userId: number, type: string) =>
  env.queries
    .selectFrom('ledger')
    .select('amount_fen as amount')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('id')
    .execute()

/** A member holding `yuan` with one saved card; returns the member and the card's id. */
async function memberWithCard(yuan: number, options: Parameters<typeof kit.memberWith>[1] = {}) {
  const member = await kit.memberWith(yuan, options)
  const saved = await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
  return { ...member, bankId: saved.id }
}

/** Runs `work` with a config value replaced, restoring it after. */
async function withConfig<T>(key: string, value: unknown, work: () => Promise<T>): Promise<T> {
  const before = await kit.stores.config.getConfig(key)
  await kit.stores.config.setConfig(key, value)
  try {
    return await work()
  } finally {
    if (before === undefined) await env.queries.deleteFrom('config').where('key', '=', key).execute()
    else await kit.stores.config.setConfig(key, before)
  }
}

describe('bank cards', () => {
  it('saves a card behind the withdrawal password and answers it masked', async () => {
    const member = await kit.memberWith(0)
    const saved = await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
    expect(saved).toMatchObject({
      kind: 'bank',
      bankName: '中国建设银行',
      accountName: '李四',
      cardNo: '**** **** **** 2333',
    })
    const usdt = await member.api.wallet.updateBank({
      kind: 'usdt',
      cardNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      cashPassword: '1234',
    })
    expect(usdt).toMatchObject({ kind: 'usdt', bankName: 'USDT', cardNo: 'TQn9****bLSE' })
    const changed = await member.api.wallet.updateBank({
      id: saved.id,
      ...card,
      bankName: '招商银行',
      cashPassword: '1234',
    })
    expect(changed).toMatchObject({ id: saved.id, bankName: '招商银行' })
    expect((await member.api.wallet.bankCards()).map((c) => c.cardNo)).toEqual([
      '**** **** **** 2333',
      'TQn9****bLSE',
    ])
    expect(JSON.stringify(await member.api.wallet.bankCards())).not.toContain('6217000011112222333')
  })

  it('refuses a wrong card, a duplicate, a missing or wrong password, and writes nothing', async () => {
    const member = await kit.memberWith(0)
    await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
    const cards = () => kit.count`SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ${member.userId}`
    const other = { ...card, cardNo: '6217000011112222444' }
    const refusals: [Parameters<typeof member.api.wallet.updateBank>[0], string, string][] = [
      [
        { ...card, cardNo: '1234', cashPassword: '1234' },
        walletErrorCodes.bankInvalid,
        '请输入正确的银行卡号',
      ],
      [
        { ...card, accountName: 'Li', cashPassword: '1234' },
        walletErrorCodes.bankInvalid,
        '请输入正确的持卡人姓名',
      ],
      [{ ...card, bankName: '', cashPassword: '1234' }, walletErrorCodes.bankInvalid, '请输入开户银行'],
      [
        { kind: 'usdt', cardNo: 'T123', cashPassword: '1234' },
        walletErrorCodes.bankInvalid,
        '请输入正确的USDT地址',
      ],
      [{ ...card, cashPassword: '1234' }, walletErrorCodes.bankDuplicate, '该卡号已绑定'],
      [other, errorCodes.cashPassword, '请输入取款密码'],
      [{ ...other, cashPassword: '9999' }, errorCodes.cashPasswordError, '交易密码输入错误！'],
      [{ ...other, id: 9999, cashPassword: '1234' }, errorCodes.notFound, '银行卡不存在'],
    ]
    for (const [input, code, message] of refusals) {
      expect(await fail(member.api.wallet.updateBank(input))).toMatchObject({ status: 400, code, message })
    }
    const fresh = await kit.memberWith(0, { fundPwd: null })
    expect(await fail(fresh.api.wallet.updateBank({ ...card, cashPassword: '1234' }))).toMatchObject({
      code: errorCodes.cashPasswordNull,
      message: '请先设置取款密码',
    })
    expect(await cards()).toBe(1)
    const bad = await kit.postForm(member.token, '/api/user/updateBank', {
      id: '0',
      cardNo: '1',
      cashPassword: '1234',
    })
    expect(bad).toEqual({ status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '参数错误：id' } })
  })
})

describe('withdrawing', () => {
  it('holds the amount with a withdraw row, and approves it by itself after the review time', async () => {
    const member = await memberWithCard(1000)
    const answer = await member.api.wallet.withdraw({
      amount: 300,
      bankId: member.bankId,
      cashPassword: '1234',
    })
    expect(answer).toMatchObject({
      kind: 'bank',
      cardNo: '**** **** **** 2333',
      amount: 300,
      fee: 0,
      deduct: 0,
      actualAmount: 300,
      status: 'pending',
      statusText: '审核中',
      money: 700,
      decidedAt: null,
    })
    expect(await rowsOfType(member.userId, 'withdraw')).toEqual([{ amount: -30_000 }])
    env.clock.advance(9 * 60_000)
    expect((await member.api.wallet.withdrawal(answer.orderNo)).status).toBe('pending')
    env.clock.advance(60_000)
    const approved = await member.api.wallet.withdrawal(answer.orderNo)
    expect(approved).toMatchObject({
      status: 'approved',
      statusText: '提现成功',
      decidedAt: '2026-11-24 12:10:00',
    })
    // Approved is final: a late rejection gives nothing back.
    expect(await kit.hook('withdraw/reject', { orderNo: answer.orderNo })).toMatchObject({
      status: 400,
      body: { code: 'WITHDRAW/STATUS', msg: '该提现已处理' },
    })
    expect(await kit.moneyOf(member.userId)).toBe(70_000)
    const inbox = await member.api.account.messages({ page: 1, rows: 10 })
    expect(inbox.rows[0]).toMatchObject({ title: '提现成功通知', isRead: 0 })
  })

  it('gives the hold back with a withdrawReturn row when rejected', async () => {
    const member = await memberWithCard(500)
    const answer = await member.api.wallet.withdraw({
      amount: 200,
      bankId: member.bankId,
      cashPassword: '1234',
    })
    const rejected = await kit.hook('withdraw/reject', { orderNo: answer.orderNo, reason: '银行卡信息有误' })
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      statusText: '提现失败',
      reason: '银行卡信息有误',
    })
    expect(await kit.moneyOf(member.userId)).toBe(50_000)
    expect(await rowsOfType(member.userId, 'withdrawReturn')).toEqual([{ amount: 20_000 }])
    expect((await kit.hook('withdraw/reject', { orderNo: answer.orderNo })).body.code).toBe('WITHDRAW/STATUS')
    expect((await kit.hook('withdraw/reject', { orderNo: 'W000000' })).body.code).toBe('SYS/NOT_FOUND')
    env.clock.advance(3_600_000)
    expect((await member.api.wallet.withdrawal(answer.orderNo)).status).toBe('rejected')
    expect(await kit.moneyOf(member.userId)).toBe(50_000)
  })

  it('withdraws to a card typed into the form without saving it, and keeps the fee', async () => {
    const member = await kit.memberWith(1000)
    const limit = await kit.stores.config.requireConfig<Record<string, number>>(configKeys.withdrawLimit)
    const answer = await withConfig(configKeys.withdrawLimit, { ...limit, feeRate: 1.5 }, () =>
      member.api.wallet.withdrawToCard({ amount: 200, card, cashPassword: '1234' }),
    )
    expect(answer).toMatchObject({
      amount: 200,
      fee: 3,
      actualAmount: 197,
      money: 800,
      bankName: '中国建设银行',
    })
    expect(await kit.count`SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ${member.userId}`).toBe(0)
    expect(
      (
        await fail(
          member.api.wallet.withdrawToCard({
            amount: 200,
            card: { ...card, cardNo: '1' },
            cashPassword: '1234',
          }),
        )
      ).message,
    ).toBe('请输入正确的银行卡号')
  })

  it('asks for, wants set, or refuses the withdrawal password, writing nothing', async () => {
    const member = await memberWithCard(1000)
    const before = await kit.ledgerRowsOf(member.userId)
    expect(await fail(member.api.wallet.withdraw({ amount: 100, bankId: member.bankId }))).toMatchObject({
      code: errorCodes.cashPassword,
      message: '请输入取款密码',
    })
    expect(
      await fail(member.api.wallet.withdraw({ amount: 100, bankId: member.bankId, cashPassword: '' })),
    ).toMatchObject({
      code: errorCodes.cashPassword,
    })
    expect(
      await fail(member.api.wallet.withdraw({ amount: 100, bankId: member.bankId, cashPassword: '4321' })),
    ).toMatchObject({
      code: errorCodes.cashPasswordError,
      message: '交易密码输入错误！',
    })
    const fresh = await kit.memberWith(1000, { fundPwd: null })
    expect(
      await fail(fresh.api.wallet.withdrawToCard({ amount: 100, card, cashPassword: '1234' })),
    ).toMatchObject({
      code: errorCodes.cashPasswordNull,
      message: '请先设置取款密码',
    })
    expect(await kit.ledgerRowsOf(member.userId)).toBe(before)
    expect((await withdrawalsOf(member.userId)) + (await withdrawalsOf(fresh.userId))).toBe(0)
  })

  it('keeps within the withdraw limits, and refuses what the balance does not cover', async () => {
    const member = await memberWithCard(250_000)
    const send = (amount: number) =>
      member.api.wallet.withdraw({ amount, bankId: member.bankId, cashPassword: '1234' })
    expect((await fail(send(99.99))).message).toBe('单笔提现金额须在100至50000元之间')
    expect((await fail(send(50_000.01))).message).toBe('单笔提现金额须在100至50000元之间')
    const usdt = { kind: 'usdt' as const, cardNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }
    expect(
      (await fail(member.api.wallet.withdrawToCard({ amount: 99, card: usdt, cashPassword: '1234' })))
        .message,
    ).toBe('USDT提现最低100元')
    for (let i = 0; i < 4; i++) await send(50_000)
    expect((await fail(send(100))).message).toBe('今日提现总额不能超过200000元')
    // Five requests a China day whatever their size: a sixth is refused; the next day counts afresh.
    const limit = await kit.stores.config.requireConfig<Record<string, number>>(configKeys.withdrawLimit)
    await withConfig(configKeys.withdrawLimit, { ...limit, dailyMaxAmount: 1e9 }, async () => {
      await send(100)
      expect((await fail(send(100))).message).toBe('今日提现次数已达上限（5次）')
      env.clock.set(fromChinaTime(2026, 11, 25, 0, 0, 1))
      await send(100)
    })
    expect(await withdrawalsOf(member.userId)).toBe(6)
    const poor = await memberWithCard(150)
    const error = await fail(
      poor.api.wallet.withdraw({ amount: 200, bankId: poor.bankId, cashPassword: '1234' }),
    )
    expect(error).toMatchObject({ code: walletErrorCodes.insufficient, message: '余额不足' })
    expect(await withdrawalsOf(poor.userId)).toBe(0)
    expect(await kit.moneyOf(poor.userId)).toBe(15_000)
  })

  it('refuses a trial account, a card of someone else, and bad input; nothing is written', async () => {
    const trial = await kit.memberWith(2000, { type: 'TEST' })
    expect(
      await fail(trial.api.wallet.withdrawToCard({ amount: 100, card, cashPassword: '1234' })),
    ).toMatchObject({
      code: errorCodes.testAccount,
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
    const other = await memberWithCard(1000)
    const member = await memberWithCard(1000)
    expect(
      await fail(member.api.wallet.withdraw({ amount: 100, bankId: other.bankId, cashPassword: '1234' })),
    ).toMatchObject({
      code: walletErrorCodes.bankNotFound,
      message: '请先绑定银行卡',
    })
    for (const [form, field] of [
      [{ amount: 'x', bankId: String(member.bankId), cashPassword: '1234' }, 'amount'],
      [{ amount: '100', bankId: '0', cashPassword: '1234' }, 'bankId'],
      [{ bankId: String(member.bankId), cashPassword: '1234' }, 'amount'],
    ] as const) {
      expect(await kit.postForm(member.token, '/api/userWithdraw/save/v2', form)).toEqual({
        status: 400,
        body: { code: 'SYS/BAD_REQUEST', msg: `参数错误：${field}` },
      })
    }
    expect(
      await kit.postForm(member.token, '/api/userWithdraw/save/free-bank', {
        amount: '100',
        cashPassword: '1234',
      }),
    ).toEqual({
      status: 400,
      body: { code: 'SYS/BAD_REQUEST', msg: '参数错误：cardNo' },
    })
    expect((await withdrawalsOf(member.userId)) + (await withdrawalsOf(trial.userId))).toBe(0)
    expect(await kit.moneyOf(member.userId)).toBe(100_000)
    expect((await fail(kit.guest().wallet.withdrawals({ page: 1, rows: 20 }))).status).toBe(401)
  })

  it('makes one withdrawal per idempotency key', async () => {
    const member = await memberWithCard(1000)
    const send = () =>
      member.api.wallet.withdraw({
        amount: 100,
        bankId: member.bankId,
        cashPassword: '1234',
        idempotencyKey: 'withdraw-1',
      })
    const first = await send()
    expect((await send()).orderNo).toBe(first.orderNo)
    expect(await kit.moneyOf(member.userId)).toBe(90_000)
  })

  it('pages the withdrawals newest first, by status', async () => {
    const member = await memberWithCard(1000)
    const made = []
    for (const amount of [100, 200, 300]) {
      made.push(await member.api.wallet.withdraw({ amount, bankId: member.bankId, cashPassword: '1234' }))
      env.clock.advance(60_000)
    }
    await kit.hook('withdraw/reject', { orderNo: made[0]!.orderNo })
    const page = await member.api.wallet.withdrawals({ page: 1, rows: 2 })
    expect(page).toMatchObject({ totalCount: 3 })
    expect(page.rows.map((w) => w.amount)).toEqual([300, 200])
    expect(
      (await member.api.wallet.withdrawals({ page: 1, rows: 20, status: 'rejected' })).rows.map(
        (w) => w.amount,
      ),
    ).toEqual([100])
    env.clock.advance(3_600_000)
    expect((await member.api.wallet.withdrawals({ page: 1, rows: 20, status: 'approved' })).totalCount).toBe(
      2,
    )
    expect((await fail((await kit.memberWith(0)).api.wallet.withdrawal(made[1]!.orderNo))).code).toBe(
      errorCodes.notFound,
    )
  })
})

describe('50 withdrawals at once', () => {
  it('accepts exactly the 5 the balance covers and never overdraws', async () => {
    const member = await memberWithCard(500)
    const limit = await kit.stores.config.requireConfig<Record<string, number>>(configKeys.withdrawLimit)
    const results = await withConfig(configKeys.withdrawLimit, { ...limit, dailyTimes: 100 }, () =>
      Promise.allSettled(
        Array.from({ length: 50 }, () =>
          member.api.wallet.withdraw({ amount: 100, bankId: member.bankId, cashPassword: '1234' }),
        ),
      ),
    )
    const accepted = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(accepted).toHaveLength(5)
    expect(new Set(refused.map((r) => (r.reason as ApiError).message))).toEqual(new Set(['余额不足']))
    expect(await kit.moneyOf(member.userId)).toBe(0)
    expect(await withdrawalsOf(member.userId)).toBe(5)
    expect(await kit.count`SELECT MIN(balance_fen) AS n FROM ledger WHERE user_id = ${member.userId}`).toBe(0)
  })
})

describe('turnover (打码量)', () => {
  it('asks a recharge to be wagered once, counts settled bets after it, and deducts when short', async () => {
    env.clock.set(fromChinaTime(2026, 11, 26, 12))
    const member = await memberWithCard(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 1000 })
    await kit.notify(JSON.stringify(kit.notification(order.orderNo, 1000)))
    expect(await member.api.wallet.validWithdraw()).toMatchObject({
      relaxQuota: 10,
      requireDML: 1000,
      sumAllDml: 0,
      sumAllDeduct: 50,
      yetWithdraw: false,
      rows: [
        {
          type: 'onlinePay',
          typeLabel: '在线支付',
          amount: 1000,
          multiple: 1,
          requireDml: 1000,
          dml: 0,
          met: false,
          deduct: 50,
        },
      ],
    })
    // 300 元 staked: pending bets count nothing, settled ones their stake.
    await member.api.bets.place(await kit.temaForm([100, 200]))
    expect((await member.api.wallet.validWithdraw()).sumAllDml).toBe(0)
    await kit.draw(110, '01,02,03,04,05,06,07')
    expect(await member.api.wallet.validWithdraw()).toMatchObject({
      sumAllDml: 300,
      sumAllDeduct: 50,
      yetWithdraw: false,
    })
    const answer = await member.api.wallet.withdraw({
      amount: 200,
      bankId: member.bankId,
      cashPassword: '1234',
    })
    expect(answer).toMatchObject({ amount: 200, deduct: 50, actualAmount: 150 })
    // The request closes the audit; a rejection opens it again.
    expect(await member.api.wallet.validWithdraw()).toMatchObject({
      requireDML: 0,
      rows: [],
      yetWithdraw: true,
    })
    await kit.hook('withdraw/reject', { orderNo: answer.orderNo })
    expect(await member.api.wallet.validWithdraw()).toMatchObject({ requireDML: 1000, sumAllDml: 300 })
  })

  it('stores the deduction the domain rule (withdrawDeduction) gives the form, and shows it on the bill', async () => {
    env.clock.set(fromChinaTime(2026, 11, 28, 12))
    const member = await memberWithCard(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 500 })
    await kit.notify(JSON.stringify(kit.notification(order.orderNo, 500)))
    const limit = await kit.stores.config.requireConfig<WithdrawLimit>(configKeys.withdrawLimit)
    for (const feeRate of [0, 1.5]) {
      // What the withdraw form computes before submitting, from the answers it reads.
      const audit = await member.api.wallet.validWithdraw()
      expect(audit.deductPercent).toBe(5)
      const preview = withdrawDeduction(20_000, {
        feeRate,
        turnoverDeductFen: yuanToFen(audit.sumAllDeduct),
        deductPercent: audit.deductPercent,
      })
      expect(preview.totalFen).toBe(feeRate ? 2_800 : 2_500)
      const answer = await withConfig(configKeys.withdrawLimit, { ...limit, feeRate }, () =>
        member.api.wallet.withdraw({ amount: 200, bankId: member.bankId, cashPassword: '1234' }),
      )
      const stored = await env.queries
        .selectFrom('withdrawals')
        .select(['fee_fen as feeFen', 'deduct_fen as deductFen'])
        .where('order_no', '=', answer.orderNo)
        .executeTakeFirst()
      expect(stored).toEqual({ feeFen: preview.feeFen, deductFen: preview.turnoverFen })
      expect(yuanToFen(answer.actualAmount)).toBe(preview.actualFen)
      // The withdraw bill carries the withdrawal's figures.
      const bills = await member.api.wallet.bills({ type: ['withdraw'], page: 1, rows: 1 })
      expect(bills.rows[0]).toMatchObject({
        ref: answer.orderNo,
        amount: -200,
        withdrawal: {
          amount: 200,
          fee: answer.fee,
          deduct: answer.deduct,
          actualAmount: answer.actualAmount,
        },
      })
      // The next request finds the audit closed; a rejection opens it again for the second round.
      await kit.hook('withdraw/reject', { orderNo: answer.orderNo })
    }
  })

  it('lets a shortfall within the relax quota withdraw without a deduction', async () => {
    env.clock.set(fromChinaTime(2026, 11, 27, 12))
    const member = await memberWithCard(0)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 100 })
    await kit.notify(JSON.stringify(kit.notification(order.orderNo, 100)))
    await member.api.bets.place(await kit.temaForm([95]))
    await kit.draw(110, '11,12,13,14,15,16,17')
    expect(await member.api.wallet.validWithdraw()).toMatchObject({
      requireDML: 100,
      sumAllDml: 95,
      yetWithdraw: true,
      sumAllDeduct: 0,
    })
  })
})
