import { agentErrorCodes, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-24, noon in China.
const noon = fromChinaTime(2026, 11, 24, 12)

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'agt')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(noon)
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const linkCount = () => kit.count`SELECT COUNT(*) AS n FROM agent_links`
const userCount = () => kit.count`SELECT COUNT(*) AS n FROM users`

/** A new agent (rebate `rebate` per mille) with its client. */
async function newAgent(rebate = 8) {
  const agent = await kit.memberWith(0)
  await env.queries
    .updateTable('users')
    .set({ is_dl: 1, rebate })
    .where('user_id', '=', agent.userId)
    .execute()
  return agent
}

/** Posts a raw form (or query) to an API path with a token; returns the status and the body. */
async function raw(path: string, token: string, form?: string) {
  const response = await fetch(`${env.origin}/app-api${path}`, {
    method: form === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { code?: string; msg?: string } }
}

describe('who may use the agent area', () => {
  it('refuses a member with 403 on every endpoint and writes nothing', async () => {
    const member = await kit.memberWith(100)
    const before = { links: await linkCount(), users: await userCount() }
    const calls: [string, string | undefined][] = [
      ['/api/spreadInfo/createByAgentId', 'type=0&rebate=5'],
      ['/api/spreadInfo/updateByAgentId?id=1', 'type=0&rebate=5'],
      ['/api/spreadInfo/removeByAgentId', 'id=1'],
      ['/api/spreadInfo/queryPageByAgentId', undefined],
      ['/api/dl/getDlSubRebateRange', undefined],
      ['/api/dl/querySubUsers', undefined],
      ['/api/agent/memberInformation?userId=1', undefined],
      ['/api/dl/add', `account=sneaky01&password=${btoa('Sneaky123')}&type=0&rebate=1`],
      ['/api/dl/queryTeamRws?beginDate=2026-11-18&endDate=2026-11-24', undefined],
      // Bad input is refused as a non-agent first: nothing about the input is told.
      ['/api/spreadInfo/createByAgentId', 'type=9'],
    ]
    for (const [path, form] of calls) {
      expect(await raw(path, member.token, form), path).toEqual({
        status: 403,
        body: { code: agentErrorCodes.notAgent, msg: '您还不是代理，无法访问该页面' },
      })
    }
    const error = await fail(member.api.agent.createLink({ type: 0, rebate: 1 }))
    expect(error).toMatchObject({ code: agentErrorCodes.notAgent, status: 403 })
    expect({ links: await linkCount(), users: await userCount() }).toEqual(before)
  })

  it('asks a guest to log in, and refuses a trial account', async () => {
    expect((await fail(guest().agent.links())).status).toBe(401)
    const trial = await kit.memberWith(0, { type: 'TEST' })
    await env.queries.updateTable('users').set({ is_dl: 1 }).where('user_id', '=', trial.userId).execute()
    expect((await fail(trial.api.agent.links())).status).toBe(403)
  })
})

describe('registration links', () => {
  it('creates, lists, changes and removes the agent’s own links', async () => {
    const agent = await newAgent()
    const link = await agent.api.agent.createLink({ type: 0, rebate: 6.5, remark: '朋友圈' })
    expect(link).toMatchObject({ type: 0, typeName: '会员', rebate: 6.5, remark: '朋友圈', registCount: 0 })
    expect(link.code).toMatch(/^[1-9]\d{7}$/)
    expect(link.link).toBe(`/auth/register?code=${link.code}`)
    const second = await agent.api.agent.createLink({ type: 1, rebate: 8 })
    expect(second.code).not.toBe(link.code)

    const page = await agent.api.agent.links()
    expect(page.totalCount).toBe(2)
    expect(page.rows.map((l) => l.id)).toEqual([second.id, link.id])
    expect((await agent.api.agent.links({ id: link.id })).rows).toEqual([link])

    const changed = await agent.api.agent.updateLink(link.id, { type: 1, rebate: 7.5, remark: '代理招募' })
    expect(changed).toMatchObject({ id: link.id, code: link.code, type: 1, typeName: '代理', rebate: 7.5 })

    await agent.api.agent.removeLink(second.id)
    expect((await agent.api.agent.links()).rows.map((l) => l.id)).toEqual([link.id])
    expect((await fail(agent.api.agent.removeLink(second.id))).code).toBe('SYS/NOT_FOUND')
  })

  it('refuses a rebate above the agent’s own, bad input and too long a remark, writing nothing', async () => {
    const agent = await newAgent(7)
    expect(await agent.api.agent.rebateRange()).toEqual([0, 7])
    const before = await linkCount()
    expect(await fail(agent.api.agent.createLink({ type: 0, rebate: 7.1 }))).toMatchObject({
      code: agentErrorCodes.rebateInvalid,
      message: '返点须在0至7之间',
    })
    expect((await fail(agent.api.agent.createLink({ type: 0, rebate: 6.55 }))).message).toBe(
      '返点最多保留一位小数',
    )
    expect(
      (await fail(agent.api.agent.createLink({ type: 0, rebate: 1, remark: '很'.repeat(21) }))).message,
    ).toBe('备注最多20个字')
    for (const [form, field] of [
      ['type=2&rebate=1', 'type'],
      ['type=0&rebate=abc', 'rebate'],
      ['rebate=1', 'type'],
      ['type=0&rebate=-1', 'rebate'],
    ] as const) {
      expect(await raw('/api/spreadInfo/createByAgentId', agent.token, form), form).toEqual({
        status: 400,
        body: { code: 'SYS/BAD_REQUEST', msg: `参数错误：${field}` },
      })
    }
    expect((await raw('/api/spreadInfo/updateByAgentId?id=abc', agent.token, 'type=0&rebate=1')).status).toBe(
      400,
    )
    expect((await raw('/api/spreadInfo/removeByAgentId', agent.token, 'id=')).status).toBe(400)
    expect(await linkCount()).toBe(before)
  })

  it('never lets an agent read, change or remove another agent’s link', async () => {
    const owner = await newAgent()
    const other = await newAgent()
    const link = await owner.api.agent.createLink({ type: 0, rebate: 5, remark: '原样' })
    expect((await other.api.agent.links()).rows).toEqual([])
    expect((await other.api.agent.links({ id: link.id })).rows).toEqual([])
    const update = await fail(other.api.agent.updateLink(link.id, { type: 1, rebate: 8, remark: '改' }))
    expect(update).toMatchObject({ code: 'SYS/NOT_FOUND', message: '推广链接不存在' })
    expect((await fail(other.api.agent.removeLink(link.id))).code).toBe('SYS/NOT_FOUND')
    expect((await owner.api.agent.links({ id: link.id })).rows).toEqual([link])
  })

  it('tells anyone what a code registers, and 推广码不存在 for an unknown one', async () => {
    const agent = await newAgent()
    const link = await agent.api.agent.createLink({ type: 1, rebate: 6 })
    expect(await guest().agent.linkInfo(link.code)).toEqual({
      code: link.code,
      type: 1,
      typeName: '代理',
      rebate: 6,
      agentAccount: agent.account,
    })
    expect(await guest().agent.linkInfo('8866001')).toMatchObject({
      type: 0,
      rebate: null,
      agentAccount: 'agent01',
    })
    expect(await fail(guest().agent.linkInfo('99999999'))).toMatchObject({
      code: errorCodes.intrCodeNotExist,
      message: '推广码不存在',
    })
    expect((await fail(guest().agent.linkInfo("1' OR '1"))).status).toBe(400)
  })
})

describe('registration through a link', () => {
  it('makes the new member the agent’s sub-user with the link’s type and rebate', async () => {
    const agent = await newAgent()
    const link = await agent.api.agent.createLink({ type: 1, rebate: 6.5 })
    const { token } = await guest().auth.register({
      account: 'linked01',
      password: 'Linked123',
      confirmPassword: 'Linked123',
      intrCode: link.code,
    })
    const info = await kit.as(token).user.info()
    expect(info.userInfo).toMatchObject({ account: 'linked01', isDl: 1, rebate: 6.5 })
    const subs = await agent.api.agent.subUsers()
    expect(subs.rows).toEqual([
      expect.objectContaining({ account: 'linked01', type: 1, typeName: '代理', rebate: 6.5 }),
    ])
    expect(subs.otherData).toEqual({ teamCount: 1, teamMoney: 18 })
    expect((await agent.api.agent.links({ id: link.id })).rows[0]!.registCount).toBe(1)
  })

  it('refuses an unknown code with 推广码不存在 and creates no account', async () => {
    const before = await userCount()
    const error = await fail(
      guest().auth.register({
        account: 'nolink01',
        password: 'Nolink123',
        confirmPassword: 'Nolink123',
        intrCode: '12345678',
      }),
    )
    expect(error).toMatchObject({ code: errorCodes.intrCodeNotExist, message: '推广码不存在' })
    expect(await userCount()).toBe(before)
  })

  it('stops registering through a removed link', async () => {
    const agent = await newAgent()
    const link = await agent.api.agent.createLink({ type: 0, rebate: 5 })
    await agent.api.agent.removeLink(link.id)
    const error = await fail(
      guest().auth.register({
        account: 'gone0001',
        password: 'Gone12345',
        confirmPassword: 'Gone12345',
        intrCode: link.code,
      }),
    )
    expect(error.message).toBe('推广码不存在')
  })
})

describe('sub-users', () => {
  it('adds a sub-user, lists and searches them, and shows one', async () => {
    const agent = await newAgent()
    const added = await agent.api.agent.addSubUser({
      account: 'child001',
      password: 'Child1234',
      type: 0,
      rebate: 5,
    })
    expect(added).toMatchObject({ account: 'child001', type: 0, typeName: '会员', rebate: 5, money: 0 })
    await agent.api.agent.addSubUser({ account: 'child002', password: 'Child1234', type: 1, rebate: 8 })
    // The new account logs in with the password the agent gave.
    const session = await guest().auth.login({ account: 'child001', password: 'Child1234' })
    expect((await kit.as(session.token).user.info()).userInfo.isDl).toBe(0)

    const all = await agent.api.agent.subUsers()
    expect(all.totalCount).toBe(2)
    expect(all.rows.map((s) => s.account).sort()).toEqual(['child001', 'child002'])
    const found = await agent.api.agent.subUsers({ account: '002' })
    expect(found.rows.map((s) => s.account)).toEqual(['child002'])
    expect(found.otherData.teamCount).toBe(1)
    // LIKE wildcards are searched for as text.
    expect((await agent.api.agent.subUsers({ account: '%' })).rows).toEqual([])
    expect(await agent.api.agent.member(added.userId)).toEqual(added)
  })

  it('refuses bad accounts, passwords, rebates and taken names, writing nothing', async () => {
    const agent = await newAgent(6)
    const before = await userCount()
    const add = (input: Partial<Parameters<typeof agent.api.agent.addSubUser>[0]>) =>
      fail(
        agent.api.agent.addSubUser({
          account: 'okchild01',
          password: 'Okchild123',
          type: 0,
          rebate: 5,
          ...input,
        }),
      )
    expect((await add({ account: '1child' })).message).toBe('用户名必须是字母开头的6-15位的字母或者数字')
    expect((await add({ password: 'weak' })).message).toMatch(/^为了您的账户安全，密码长度/)
    expect((await add({ rebate: 6.5 })).message).toBe('返点须在0至6之间')
    expect(await add({ account: 'demo01' })).toMatchObject({
      code: errorCodes.accountIsExist,
      message: '该用户名已存在',
    })
    const bad = await raw(
      '/api/dl/add',
      agent.token,
      'account=okchild01&password=notbase64!!&type=0&rebate=1',
    )
    expect(bad).toEqual({ status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '参数错误：password' } })
    expect(
      (
        await raw(
          '/api/dl/add',
          agent.token,
          `account=okchild01&password=${btoa('Okchild123')}&type=3&rebate=1`,
        )
      ).status,
    ).toBe(400)
    expect(await userCount()).toBe(before)
  })

  it('never shows or reports another agent’s sub-user', async () => {
    const owner = await newAgent()
    const other = await newAgent()
    const child = await owner.api.agent.addSubUser({
      account: 'owned001',
      password: 'Owned1234',
      type: 0,
      rebate: 1,
    })
    expect((await other.api.agent.subUsers()).rows).toEqual([])
    expect(await fail(other.api.agent.member(child.userId))).toMatchObject({
      code: 'SYS/NOT_FOUND',
      message: '该用户不存在',
    })
    const report = await fail(
      other.api.agent.teamReport({ beginDate: '2026-11-18', endDate: '2026-11-24', userId: child.userId }),
    )
    expect(report.code).toBe('SYS/NOT_FOUND')
    // The agent's own account is not their sub-user either.
    expect((await fail(other.api.agent.member(other.userId))).code).toBe('SYS/NOT_FOUND')
  })
})

describe('team report', () => {
  it('adds up the sub-users’ ledger rows, settled bets and casino rounds of the range, and nothing else', async () => {
    const agent = await newAgent(8)
    const s = kit.stores
    const a = await agent.api.agent.addSubUser({
      account: 'teamaa01',
      password: 'Teamaa123',
      type: 0,
      rebate: 6,
    })
    const b = await agent.api.agent.addSubUser({
      account: 'teambb01',
      password: 'Teambb123',
      type: 0,
      rebate: 8,
    })
    // Someone else's member: never counted.
    const stranger = await kit.memberWith(0)
    let orders = 0
    const recharge = (userId: number, fen: number, at: number, type: 'recharge' | 'onlinePay' = 'recharge') =>
      s.wallet.post({ userId, type, amountFen: fen, at })
    const bet = async (
      userId: number,
      stakeFen: number,
      betCount: number,
      payoutFen: number | null,
      at: number,
    ) => {
      const orderNo = `AGT${String(++orders).padStart(8, '0')}`
      await s.wallet.post({ userId, type: 'bet', amountFen: -stakeFen * betCount, ref: orderNo, at })
      await s.bets.insertBet({
        orderNo,
        userId,
        gameId: 110,
        turnNum: 'T1',
        playId: 'sm.tema.a',
        selection: { kind: 'single', cell: '01' },
        betCount,
        stakeFen,
        amountFen: stakeFen * betCount,
        odds: 48_800,
        model: 1,
        betEndTime: at,
        createdAt: at,
        formKey: orderNo,
      })
      if (payoutFen === null) return
      const { id } = (await s.bets.findBet(orderNo))!
      await s.bets.markSettled(id, { result: payoutFen > 0 ? 1 : 0, payoutFen, openNum: '', at })
      if (payoutFen > 0)
        await s.wallet.post({ userId, type: 'payout', amountFen: payoutFen, ref: orderNo, at })
    }
    const inRange = fromChinaTime(2026, 11, 20, 10)
    const before = fromChinaTime(2026, 11, 10, 10)
    // a: recharged before the range (so not a first recharge in it) and in it.
    await recharge(a.userId, 50_000, before)
    await recharge(a.userId, 100_000, inRange, 'onlinePay')
    await bet(a.userId, 1_000, 5, 0, inRange) // 50 元 lost
    await bet(a.userId, 2_000, 1, 9_760, inRange) // 20 元 won 97.60
    await bet(a.userId, 1_000, 1, null, inRange) // pending: not counted
    await bet(a.userId, 3_000, 1, 0, before) // before the range
    await s.wallet.post({ userId: a.userId, type: 'rebate', amountFen: 420, at: inRange })
    // b: first recharge in the range, a casino round, a withdrawal and a reward.
    await recharge(b.userId, 20_000, inRange)
    await s.wallet.post({ userId: b.userId, type: 'casinoBet', amountFen: -5_000, ref: 'R1', at: inRange })
    await s.casino.insert({
      roundNo: 'AGTROUND1',
      userId: b.userId,
      liveCode: 'AG',
      gameCode: 'AG_LIVE_VIP',
      gameName: 'AG贵宾厅',
      stakeFen: 5_000,
      validFen: 4_000,
      payoutFen: 9_000,
      outcome: 'win',
      createdAt: inRange,
    })
    await s.wallet.post({ userId: b.userId, type: 'casinoPayout', amountFen: 9_000, ref: 'R1', at: inRange })
    await s.wallet.post({ userId: b.userId, type: 'withdraw', amountFen: -6_000, at: inRange })
    await s.wallet.post({ userId: b.userId, type: 'reward', amountFen: 1_800, at: inRange })
    await recharge(stranger.userId, 999_900, inRange)
    await bet(stranger.userId, 10_000, 1, 0, inRange)

    const report = await agent.api.agent.teamReport({ beginDate: '2026-11-18', endDate: '2026-11-24' })
    const statTime = '2026-11-18~2026-11-24'
    // Lottery: valid bets 50 + 20 = 70 元, paid 97.60, rebate 4.20 → +31.80 for the team.
    expect(report.cpBetReport).toEqual({
      statTime,
      bettingMoney: 70,
      winMoney: 97.6,
      rebateMoney: 4.2,
      winOrcloseMoney: 31.8,
    })
    expect(report.ftBetReport).toEqual({
      statTime,
      bettingMoney: 0,
      winMoney: 0,
      rebateMoney: 0,
      winOrcloseMoney: 0,
    })
    expect(report.liveBetReport).toEqual({
      statTime,
      bettingMoney: 50,
      winMoney: 90,
      rebateMoney: 0,
      winOrcloseMoney: 40,
    })
    // Commission: a's 70 元 at 8 − 6 = 2‰ → 0.14; b's casino valid 40 元 at 0‰ → 0.
    expect(report.dlRebate).toBe(0.14)
    expect(report.rwReport).toEqual({
      rechMoney: 1_200,
      rechUserCount: 2,
      discountMoney: 18,
      rechDiscount: 0,
      otherDiscount: 18,
      withdrawMoney: 60,
    })
    expect(report).toMatchObject({ rechargeCount: 2, firstRechargeCount: 1, registCount: 2, teamCount: 2 })
    let balances = 0
    for (const sub of [a, b]) {
      const { moneyFen, liveMoneyFen } = await s.wallet.balancesOf(sub.userId)
      balances += moneyFen + liveMoneyFen
    }
    expect(report.money).toBe(balances / 100)

    // One sub-user only.
    const onlyB = await agent.api.agent.teamReport({
      beginDate: '2026-11-18',
      endDate: '2026-11-24',
      userId: b.userId,
    })
    expect(onlyB.cpBetReport.bettingMoney).toBe(0)
    expect(onlyB.rwReport.rechMoney).toBe(200)
    expect(onlyB.teamCount).toBe(1)
    // A range before everything: empty figures, the team still counted.
    const empty = await agent.api.agent.teamReport({ beginDate: '2026-01-01', endDate: '2026-01-31' })
    expect(empty).toMatchObject({ rechargeCount: 0, registCount: 0, teamCount: 2, dlRebate: 0 })
  })

  it('refuses future dates and an end before the start', async () => {
    const agent = await newAgent()
    for (const [query, field] of [
      ['beginDate=2026-11-25&endDate=2026-11-25', 'beginDate'],
      ['beginDate=2026-11-20&endDate=2026-11-25', 'endDate'],
      ['beginDate=2026-11-20&endDate=2026-11-19', 'endDate'],
      ['beginDate=2026-13-01&endDate=2026-11-19', 'endDate'],
      ['beginDate=yesterday&endDate=2026-11-19', 'beginDate'],
    ] as const) {
      expect(await raw(`/api/dl/queryTeamRws?${query}`, agent.token), query).toEqual({
        status: 400,
        body: { code: 'SYS/BAD_REQUEST', msg: `参数错误：${field}` },
      })
    }
  })
})

describe('seeded agent and declaration', () => {
  it('gives agent01 a team with figures', async () => {
    const session = await guest().auth.login({ account: 'agent01', password: 'Agent1234' })
    const api = kit.as(session.token)
    const subs = await api.agent.subUsers()
    expect(subs.rows.map((s) => s.account)).toEqual(
      expect.arrayContaining(['demo01', 'team001', 'team002', 'team003']),
    )
    const report = await api.agent.teamReport({ beginDate: '2026-11-18', endDate: '2026-11-24' })
    expect(report.cpBetReport.bettingMoney).toBeGreaterThan(0)
    expect(report.rwReport.rechMoney).toBeGreaterThan(0)
    expect((await api.agent.links()).rows.map((l) => l.code)).toEqual(['52013141', '52013140'])
  })

  it('serves the declaration page', async () => {
    const html = await guest().agent.declaration()
    expect(html).toContain('<h1>代理声明</h1>')
  })
})
