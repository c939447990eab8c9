import { randomBytes } from 'node:crypto'
import type { LiveGame } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Wednesday 2026-11-25, 15:00 in China.
const now = fromChinaTime(2026, 11, 25, 15)

let env: TestEnv
let kit: ReturnType<typeof walletKit>
let games: LiveGame[]

beforeAll(async () => {
  env = await startTestPlatform(now)
  kit = walletKit(env, 'casino')
  games = await kit.guest().games.allLiveGames()
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

const roundNo = () => `R${randomBytes(12).toString('hex')}`
const wagers = (userId: number) =>
  kit.count`SELECT COUNT(*) AS n FROM casino_wagers WHERE user_id = ${userId}`

/** The launch URL `/live/play` answers the member for a game: its path and its launch ticket. */
async function launchUrl(member: Awaited<ReturnType<typeof kit.memberWith>>, game: LiveGame) {
  const url = new URL(await member.api.games.play({ liveCode: game.liveCode, gameType: game.gameCode }))
  return { path: url.pathname, launch: url.searchParams.get('ticket') ?? '' }
}

/** The play ticket a demo page's form carries, or '' when the page offers no round. */
const formTicket = (page: string) => /name="ticket" value="([^"]+)"/.exec(page)?.[1] ?? ''

/**
 * Opens a game as the member, as the browser does: the launch URL's page. Answers the path, the play ticket
 * of the page's form and the cookie the page set (the browser sends it back to the game's pages).
 */
async function launch(member: Awaited<ReturnType<typeof kit.memberWith>>, game: LiveGame) {
  const { path, launch } = await launchUrl(member, game)
  const response = await fetch(`${env.origin}${path}?ticket=${launch}`)
  const page = await response.text()
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
  return { path, launch, ticket: formTicket(page), cookie, page }
}

/** Plays a round on the demo page's form; returns the status and where it sends the browser. */
async function playRound(path: string, form: Record<string, string>) {
  const response = await fetch(`${env.origin}${path}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    text: await response.text(),
  }
}

describe('demo games', () => {
  it('launch with a ticket that shows the balance and plays rounds through the ledger', async () => {
    const member = await kit.memberWith(1000)
    const game = games[0]!
    const { path, ticket, cookie, page } = await launch(member, game)
    expect(page).toContain('余额 <strong>1000.00</strong> 元')
    expect(page).toContain('开始游戏')

    const played = await playRound(path, { ticket, roundNo: roundNo(), stake: '100' })
    expect(played.status).toBe(303)
    const row = await env.queries
      .selectFrom('casino_wagers')
      .select(['stake_fen as stake', 'valid_fen as valid', 'payout_fen as payout', 'game_code as code'])
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ stake: 10_000, code: game.gameCode })
    expect(row.valid).toBe(row.payout === row.stake ? 0 : row.stake)
    expect(await kit.moneyOf(member.userId)).toBe(100_000 - 10_000 + row.payout)
    const types = await env.queries
      .selectFrom('ledger')
      .select(['type', 'amount_fen as amount'])
      .where('user_id', '=', member.userId)
      .where('type', 'like', 'casino%')
      .orderBy('id')
      .execute()
    expect(types).toEqual([
      { type: 'casinoBet', amount: -10_000 },
      ...(row.payout > 0 ? [{ type: 'casinoPayout', amount: row.payout }] : []),
    ])
    // The page it goes back to (no ticket in its address) knows the member by the page's cookie.
    expect(played.location).not.toContain('ticket')
    const after = await (await fetch(`${env.origin}${played.location}`, { headers: { cookie } })).text()
    expect(after).toContain('本局：投注 100.00 元')
    expect(after).toContain('余额 <strong>')
    // Without the cookie the same address shows the game only.
    const stranger = await (await fetch(`${env.origin}${played.location}`)).text()
    expect(stranger).not.toContain('余额')
    expect(stranger).not.toContain('本局')
  })

  it('opens the game with a launch ticket once, within a minute, and never plays a round with it', async () => {
    const member = await kit.memberWith(1000)
    const game = games[0]!
    const first = await launch(member, game)
    expect(first.page).toContain('余额 <strong>1000.00</strong> 元')
    expect(first.cookie).toMatch(/^liuhe_demo_play=/)
    expect(first.ticket).not.toBe(first.launch)
    // The same launch address again (a leaked link, the browser's history): the game without the member.
    const again = await fetch(`${env.origin}${first.path}?ticket=${first.launch}`)
    const againPage = await again.text()
    expect(againPage).not.toContain('余额')
    expect(againPage).toContain('请从应用的游戏大厅进入游戏')
    expect(formTicket(againPage)).toBe('')
    expect(again.headers.get('set-cookie')).toBeNull()
    // The launch ticket is not a play ticket: a round with it is refused.
    const withLaunch = await playRound(first.path, { ticket: first.launch, roundNo: roundNo(), stake: '10' })
    expect(withLaunch.status).toBe(403)
    // A launch ticket older than a minute opens nothing.
    const late = await launchUrl(member, game)
    env.clock.advance(61_000)
    const latePage = await (await fetch(`${env.origin}${late.path}?ticket=${late.launch}`)).text()
    env.clock.set(now)
    expect(latePage).not.toContain('余额')
    expect(await wagers(member.userId)).toBe(0)
  })

  it('plays a round number once however often the form is sent', async () => {
    const member = await kit.memberWith(1000)
    const { path, ticket } = await launch(member, games[0]!)
    const form = { ticket, roundNo: roundNo(), stake: '50' }
    await playRound(path, form)
    const money = await kit.moneyOf(member.userId)
    const rows = await kit.ledgerRowsOf(member.userId)
    expect((await playRound(path, form)).status).toBe(303)
    expect(await kit.moneyOf(member.userId)).toBe(money)
    expect(await kit.ledgerRowsOf(member.userId)).toBe(rows)
    expect(await wagers(member.userId)).toBe(1)
  })

  it('refuses a forged, borrowed or expired ticket and a stake the balance does not cover, writing nothing', async () => {
    const member = await kit.memberWith(20)
    const [first, second] = games
    const { path, ticket } = await launch(member, first!)
    const forged = ticket.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    expect((await playRound(path, { ticket: forged, roundNo: roundNo(), stake: '10' })).status).toBe(403)
    // A ticket of one game does not open another.
    const other = await launch(member, second!)
    expect((await playRound(other.path, { ticket, roundNo: roundNo(), stake: '10' })).status).toBe(403)
    // Bad input: a stake the page does not offer.
    expect((await playRound(path, { ticket, roundNo: roundNo(), stake: '7' })).status).toBe(400)
    // More than the balance: back to the page with the message.
    const short = await playRound(path, { ticket, roundNo: roundNo(), stake: '50' })
    expect(short.status).toBe(303)
    expect(decodeURIComponent(short.location)).toContain('余额不足')
    expect(await kit.moneyOf(member.userId)).toBe(2000)
    // Two hours later the ticket has expired.
    env.clock.advance(2 * 3_600_000 + 1)
    expect((await playRound(path, { ticket, roundNo: roundNo(), stake: '10' })).status).toBe(403)
    env.clock.set(now)
    expect(await wagers(member.userId)).toBe(0)
    expect(await kit.ledgerRowsOf(member.userId)).toBe(1)
  })
})

describe('casino report', () => {
  it('sums each game of the range, and pages the rounds newest first', async () => {
    const member = await kit.memberWith(5000)
    const [first, second] = games
    for (const [game, stakes] of [
      [first!, ['10', '50', '100']],
      [second!, ['500']],
    ] as const) {
      const { path, ticket } = await launch(member, game)
      for (const stake of stakes) await playRound(path, { ticket, roundNo: roundNo(), stake })
    }
    const rounds = await env.queries
      .selectFrom('casino_wagers')
      .select(['game_code as code', 'stake_fen as stake', 'valid_fen as valid', 'payout_fen as payout'])
      .where('user_id', '=', member.userId)
      .execute()
    const sum = (code: string, key: 'stake' | 'valid' | 'payout') =>
      rounds.filter((r) => r.code === code).reduce((s, r) => s + r[key], 0) / 100

    const range = { startDate: '2026-11-19', endDate: '2026-11-25' }
    const report = await member.api.games.casinoReport({
      ...range,
      gameCodes: [first!.gameCode, second!.gameCode],
    })
    expect(report).toHaveLength(2)
    for (const game of [first!, second!]) {
      const row = report.find((r) => r.gameCode === game.gameCode)!
      expect(row).toMatchObject({
        gameName: game.gameName,
        betCount: game === first ? 3 : 1,
        bettingMoney: sum(game.gameCode, 'stake'),
        validBetMoney: sum(game.gameCode, 'valid'),
        winMoney: sum(game.gameCode, 'payout'),
      })
      expect(row.winOrLose).toBeCloseTo(row.winMoney - row.bettingMoney, 2)
    }
    // Only the games asked for; a range before the rounds has none.
    expect(await member.api.games.casinoReport({ ...range, gameCodes: [second!.gameCode] })).toHaveLength(1)
    expect(
      await member.api.games.casinoReport({
        startDate: '2026-11-01',
        endDate: '2026-11-24',
        gameCodes: [first!.gameCode],
      }),
    ).toEqual([])

    const page1 = await member.api.games.casinoRounds({ ...range, rows: 3 })
    expect(page1.total).toBe(4)
    expect(page1.rows).toHaveLength(3)
    expect(page1.rows[0]).toMatchObject({
      gameCode: second!.gameCode,
      bettingMoney: 500,
      betTime: '2026-11-25 15:00:00',
    })
    const page2 = await member.api.games.casinoRounds({ ...range, rows: 3, page: 2 })
    expect(page2.rows).toHaveLength(1)
    const ofFirst = await member.api.games.casinoRounds({ ...range, gameCode: first!.gameCode })
    expect(ofFirst.rows.map((r) => r.bettingMoney).sort((a, b) => a - b)).toEqual([10, 50, 100])
  })

  it('refuses a range in the future or ending before it starts, bad input and guests', async () => {
    const member = await kit.memberWith(10)
    const code = games[0]!.gameCode
    expect(
      await fail(
        member.api.games.casinoReport({ startDate: '2026-11-25', endDate: '2026-11-26', gameCodes: [code] }),
      ),
    ).toMatchObject({ code: 'LIVE/DATE_RANGE', message: '结束日期不能晚于今天' })
    expect(
      await fail(member.api.games.casinoRounds({ startDate: '2026-11-25', endDate: '2026-11-20' })),
    ).toMatchObject({ code: 'LIVE/DATE_RANGE', message: '结束日期不能早于开始日期' })
    expect(
      await fail(
        member.api.games.casinoReport({ startDate: '2026-11-20', endDate: '2026-11-25', gameCodes: [] }),
      ),
    ).toMatchObject({ code: 'SYS/BAD_REQUEST' })
    const guest = await fetch(`${env.origin}/app-api/api/live/br?startDate=2026-11-20&endDate=2026-11-25`)
    expect(guest.status).toBe(401)
  })
})
