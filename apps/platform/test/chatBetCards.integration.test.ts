import type { BetCardRow, ChatMessageRow, ChatRoom } from '@liuhe/api'
import { fromChinaTime, picksFromSelections, playById, selectionsFromPicks } from '@liuhe/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { type chatKit, chatTestPlatform } from './chatKit'
import { fail, type TestEnv } from './walletKit'

// Sunday 2026-11-22, noon in China: game 110's turn of the day closes for bets at 21:30 and draws at 21:32.
const noon = fromChinaTime(2026, 11, 22, 12)
const afterClose = fromChinaTime(2026, 11, 22, 21, 31)
let env: TestEnv
let kit: ReturnType<typeof chatKit>
let room110: ChatRoom

chatTestPlatform(noon, 'card', (started) => {
  ;({ env, kit } = started)
  room110 = started.gameRoom(110)
})
afterEach(() => env.clock.set(noon))

const openTurn = async (gameId = 110) =>
  (await kit.chatMember()).api.lottery.openInfo(gameId).then((i) => i.cur.turnNum)
let forms = 0
/** A member's 特码A bet on `cells` at `stake` 元 per 注 for game 110's open turn; answers the orders. */
async function placeTema(member: Awaited<ReturnType<typeof kit.chatMember>>, cells: string[], stake = 10) {
  forms++
  const play = playById('sm.tema.a')!
  const answer = await member.api.bets.place({
    gameId: 110,
    turnNum: await openTurn(),
    idempotencyKey: `card-form-${forms}`,
    bets: selectionsFromPicks(play, cells).map((selection) => ({ playId: play.id, selection, stake })),
  })
  return answer.orders.map((o) => o.orderNo)
}

async function draw(gameId: number, openNum: string) {
  const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId, openNum }),
  })
  expect(response.status).toBe(200)
}

const cardOf = (message: ChatMessageRow) => message.content.bet_card as BetCardRow
const historyCard = async (viewer: Awaited<ReturnType<typeof kit.chatMember>>, messageId: number) => {
  const { rows } = await viewer.chat.records({ room_id: room110.room_id })
  return rows.find((r) => r.id === messageId)
}

describe('sharing a bet card (晒单)', () => {
  it("posts the owner's bets as a card in the game's room, with game, turn, play, picks, stake and odds", async () => {
    const a = await kit.chatMember(500)
    const orders = await placeTema(a, ['07', '08'], 20)
    const shared = await a.api.chat.shareBetCard(orders)
    expect(shared).toMatchObject({ room_id: room110.room_id, content: { type: 'betcard' } })
    const card = cardOf(shared)
    expect(card).toMatchObject({
      game_id: 110,
      game_name: '新澳门六合彩',
      turn_num: await openTurn(),
      play_id: 'sm.tema.a',
      state: 'open',
      hidden: 0,
      seeded: 0,
    })
    expect(card.lines.map((l) => [l.picks, l.stake, l.bet_count, l.odds])).toEqual([
      ['07', 20, 1, '49'],
      ['08', 20, 1, '49'],
    ])
    // Another member reads it in the room's history, as it was shared.
    const b = await kit.chatMember()
    const seen = await historyCard(b, shared.id)
    expect(cardOf(seen!)).toEqual(card)
  })

  it("refuses someone else's bets, unknown orders and malformed bodies, writing nothing", async () => {
    const a = await kit.chatMember(500)
    const b = await kit.chatMember(500)
    const orders = await placeTema(a, ['11'])
    const cards = () => kit.count`SELECT COUNT(*) AS n FROM chat_bet_cards`
    const before = await cards()
    const notOwner = await fail(b.api.chat.shareBetCard(orders))
    expect(notOwner).toMatchObject({ code: 'CHAT/NOT_OWNER', message: '只能分享自己的注单' })
    expect((await fail(a.api.chat.shareBetCard(['B000000000000000']))).message).toBe('注单不存在')
    for (const body of [{}, { order_nos: [] }, { order_nos: ['<script>'] }, { order_nos: 'B1' }]) {
      const response = await fetch(`${env.origin}/api-messen/api/chat/bet-card/share`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
        body: JSON.stringify(body),
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    // The chat token alone may not share (the call acts on bets, like the red packet calls).
    const chatTokenOnly = await fetch(`${env.origin}/api-messen/api/chat/bet-card/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.chatToken.token}` },
      body: JSON.stringify({ order_nos: orders }),
    })
    expect(chatTokenOnly.status).toBe(401)
    expect(await cards()).toBe(before)
  })

  it('never carries a balance or a payout', async () => {
    const a = await kit.chatMember(1234.56)
    const shared = await a.api.chat.shareBetCard(await placeTema(a, ['21']))
    const text = JSON.stringify([shared, await historyCard(a, shared.id), await a.chat.betCard(shared.id)])
    expect(text).not.toMatch(/money|balance|payout|1224\.56|122456/i)
  })

  it('holds card shares to the room slow mode and the chat send rate limit', async () => {
    const a = await kit.chatMember(500)
    const first = await placeTema(a, ['01'])
    const second = await placeTema(a, ['02'])
    await a.api.chat.shareBetCard(first)
    const tooSoon = await fail(a.api.chat.shareBetCard(second))
    expect(tooSoon).toMatchObject({ code: 'CHAT/SLOW_MODE', message: '发言过快，请3秒后再试' })
    env.clock.advance(3_000)
    await kit.stores.config.setConfig('rate_limits', { chat: { perAccount: { max: 1, windowMs: 60_000 } } })
    const limited = await fail(a.api.chat.shareBetCard(second))
    expect(limited.code).toBe('SYS/TOO_MANY_REQUESTS')
  })
})

describe('following a card (跟单) and its state', () => {
  it("places the follower's own stake on the same picks at today's odds, then both settle after the draw", async () => {
    const a = await kit.chatMember(500)
    const b = await kit.chatMember(500)
    const shared = await a.api.chat.shareBetCard(await placeTema(a, ['07', '30'], 10))
    // The odds change after the share: the follower gets the odds in force now, not the card's.
    const before = await kit.stores.odds.offeredPlay('LH', playById('sm.tema.a')!)
    await kit.stores.odds.setOdds('LH', 'sm.tema.a', { kind: 'flat', oddsMilli: 45_000 })
    try {
      const card = await b.chat.betCard(shared.id)
      expect(card.state).toBe('open')
      const { picks, position } = picksFromSelections(card.lines.map((l) => l.selection))
      expect({ picks, position }).toEqual({ picks: ['07', '30'], position: 1 })
      const play = playById(card.play_id)!
      const placed = await b.api.bets.place({
        gameId: card.game_id,
        turnNum: card.turn_num,
        idempotencyKey: 'follow-form-1',
        bets: selectionsFromPicks(play, picks, position).map((selection) => ({
          playId: play.id,
          selection,
          stake: 5,
        })),
      })
      const followed = await Promise.all(placed.orders.map((o) => kit.stores.bets.findBet(o.orderNo)))
      expect(followed.map((bet) => [bet!.selection, bet!.stakeFen, bet!.odds])).toEqual([
        [{ kind: 'single', cell: '07' }, 500, 45_000],
        [{ kind: 'single', cell: '30' }, 500, 45_000],
      ])
    } finally {
      await kit.stores.odds.setOdds('LH', 'sm.tema.a', before.odds, before.closed)
    }

    // Past the close the card offers nothing (已封盘), and a follow placed now is refused by the platform.
    env.clock.set(afterClose)
    expect((await b.chat.betCard(shared.id)).state).toBe('closed')
    // After the draw (特码 07) the card says 已中奖; a card on other numbers says 未中奖.
    const loser = await kit.chatMember(500)
    env.clock.set(noon)
    const lost = await loser.api.chat.shareBetCard(await placeTema(loser, ['44']))
    env.clock.set(afterClose)
    await draw(110, '01,02,03,04,05,06,07')
    expect((await b.chat.betCard(shared.id)).state).toBe('won')
    expect(cardOf((await historyCard(b, lost.id))!).state).toBe('lost')
    expect(
      await kit.count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${b.userId} AND status = 1 AND result = 1`,
    ).toBe(1)
    // The draw's result is a system line in the game's room.
    const { rows } = await b.chat.records({ room_id: room110.room_id })
    expect(
      rows.some((r) => r.content.type === 'system' && r.content.body.includes('开奖：01 02 03 04 05 06 07')),
    ).toBe(true)
  })

  it('hides the cards of a member who chose so: no picks and no 跟单 for others, in full for the owner', async () => {
    const a = await kit.chatMember(500)
    const b = await kit.chatMember()
    const shared = await a.api.chat.shareBetCard(await placeTema(a, ['33']))
    await a.api.chat.setBetCardPrivacy(1)
    expect((await a.api.chat.betCardPrivacy()).hidden).toBe(1)
    const seen = await b.chat.betCard(shared.id)
    // Its turn is still open: the card says so (not 已封盘), with nothing to follow.
    expect(seen).toMatchObject({ hidden: 1, lines: [], state: 'open' })
    expect((await a.chat.betCard(shared.id)).lines).toHaveLength(1)
    await a.api.chat.setBetCardPrivacy(0)
    expect((await b.chat.betCard(shared.id)).lines).toHaveLength(1)
  })
})

describe('举报', () => {
  it("records a member's report of someone else's message once, refusing their own and system lines", async () => {
    const a = await kit.chatMember(500)
    const b = await kit.chatMember()
    const shared = await a.api.chat.shareBetCard(await placeTema(a, ['12']))
    const reports = () => kit.count`SELECT COUNT(*) AS n FROM chat_reports WHERE message_id = ${shared.id}`
    expect(await b.chat.reportMessage({ message_id: shared.id, reason: '刷屏' })).toEqual({
      ok: true,
      already: 0,
    })
    expect(await b.chat.reportMessage({ message_id: shared.id })).toEqual({ ok: true, already: 1 })
    expect(await reports()).toBe(1)
    expect((await fail(a.chat.reportMessage({ message_id: shared.id }))).code).toBe('CHAT/REPORT_INVALID')
    const system = (await b.chat.records({ room_id: room110.room_id })).rows.find(
      (r) => r.content.type === 'system',
    )!
    expect((await fail(b.chat.reportMessage({ message_id: system.id }))).code).toBe('CHAT/REPORT_INVALID')
    expect((await fail(b.chat.reportMessage({ message_id: 99_999_999 }))).message).toBe('消息不存在')
    const guest = await kit.chatGuest()
    expect((await fail(guest.chat.reportMessage({ message_id: shared.id }))).status).toBe(403)
    expect(await reports()).toBe(1)
  })
})

describe('seeded history', () => {
  it('gives every lottery room past draws, seeded members and their cards, all flagged seeded', async () => {
    const b = await kit.chatMember()
    const { rows } = await b.chat.records({ room_id: room110.room_id })
    const seeded =
      await kit.count`SELECT COUNT(*) AS n FROM chat_messages WHERE room_id = ${room110.room_id} AND seeded = 1`
    expect(seeded).toBeGreaterThan(0)
    const seededCards = rows.filter((r) => r.content.type === 'betcard' && cardOf(r).seeded === 1)
    expect(seededCards.length).toBeGreaterThan(0)
    for (const r of seededCards) expect(['won', 'lost']).toContain(cardOf(r).state)
    expect(
      seededCards.map((r) => r.content.userinfo.nickname).every((n) => ['vip001', 'agent01'].includes(n)),
    ).toBe(true)
    // Every seeded card's message is flagged, and no real card is.
    expect(
      await kit.count`SELECT COUNT(*) AS n FROM chat_bet_cards c JOIN chat_messages m ON m.id = c.message_id WHERE c.seeded != m.seeded`,
    ).toBe(0)
    expect(
      await kit.count`SELECT COUNT(*) AS n FROM chat_bet_cards WHERE seeded = 1 AND order_nos != '[]'`,
    ).toBe(0)
  })
})
