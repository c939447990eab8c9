import { type ApiError, createLiuheApi, type Template } from '@liuhe/api'
import { fromChinaTime, parseOpenNum, zodiacOf } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStores } from '../src/store'
import type { DrawRow } from '../src/store/lottery'
import { ISSUE_ROWS_KEPT } from '../src/store/templateSettlement'
import { issuePlus, macauIssueOn } from './drawCalendar'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const guest = () => createLiuheApi({ origin: env.origin })

/** Creates a user and a token directly in the test database; returns a client signed in as that user. */
async function signedIn(account: string, type: 'HY' | 'TEST', rechMoney: number, vipLevel = 1) {
  const now = env.clock.now()
  const { user_id } = await env.queries
    .insertInto('users')
    .values({
      account,
      password_hash: 'x',
      type,
      created_at: now,
      rech_money_fen: rechMoney * 100,
      vip_level: vipLevel,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow()
  const token = `token-${account}`
  await env.queries
    .insertInto('tokens')
    .values({ token, user_id, expires_at: now + 86_400_000 })
    .execute()
  return createLiuheApi({ origin: env.origin, token })
}

const count = (strings: TemplateStringsArray, ...values: unknown[]) =>
  countIn(env.queries)(strings, ...values)
/** The poll options, every column, in their order. */
const pollOptions = () =>
  env.queries
    .selectFrom('template_poll_options')
    .selectAll()
    .orderBy('poll_id')
    .orderBy('option_id')
    .execute()
const cardOf = (list: Template[], code: string) => list.find((t) => t.templateCode === code)!

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
})

// At 12:00 on 2026-11-22 the Macau cards predict the evening's open issue; the latest drawn is the day before's.
const openIssue = macauIssueOn('2026-11-22')
const openSeq = Number(openIssue.slice(4))
afterAll(() => env.stop())

describe('GET /game-document/template', () => {
  it('pages the cards of every code with the total count, also as static JSON', async () => {
    const first = await guest().templates.list({ gameId: 110 })
    expect(first.totalCount).toBe(48)
    expect(first.rows).toHaveLength(20)
    const last = await guest().templates.list({ gameId: 110, page: 3 })
    expect(last.rows).toHaveLength(8)
    const codes = [
      ...first.rows,
      ...(await guest().templates.list({ gameId: 110, page: 2 })).rows,
      ...last.rows,
    ].map((t) => t.templateCode)
    for (const code of [
      'MB04',
      'MB43',
      'TYMB',
      'SYmb',
      'Symb2',
      'Symb3',
      'JhtGshou',
      'AD13',
      'AD14',
      'mb01A',
    ]) {
      expect(codes).toContain(code)
    }
    const fixed = await guest().templates.listStatic('LH', { gameId: 110, page: 1, rows: 20 })
    expect(fixed.rows.map((t) => t.id)).toEqual(first.rows.map((t) => t.id))
    const zodiacCards = await guest().templates.list({ gameId: 70, playCateName: '生肖', rows: 50 })
    expect(zodiacCards.rows.every((t) => t.playCateName === '生肖' && t.gameId === 70)).toBe(true)
    expect(zodiacCards.totalCount).toBe(zodiacCards.rows.length)
  })

  it('lists play categories (also static)', async () => {
    const categories = await guest().templates.playCategories({ gameId: 110 })
    expect(categories.length).toBeGreaterThanOrEqual(7)
    expect(categories[0]!.playCateName).toBe('推荐')
    const response = await fetch(
      `${env.origin}/sys-upload/data/json/app-data-main/LH/template/play-cate/gameId=110.json`,
    )
    expect(((await response.json()) as { data: unknown }).data).toEqual(categories)
  })

  it('rejects bad input with 400', async () => {
    for (const query of ['gameId=abc', 'gameId=110&rows=0', 'gameId=110&location=moon', '']) {
      const response = await fetch(`${env.origin}/app-api/game-document/template?${query}`)
      expect(response.status, query).toBe(400)
    }
  })
})

describe('card rows', () => {
  it('scores predictions against the stored draws: 开:<zodiac><special>, * on a hit; the open issue unscored', async () => {
    const card = await guest().templates.info(110, 1002)
    expect(card.templateCode).toBe('MB04')
    const rows = card.groups.flatMap((g) => g.items)
    expect(rows[0]).toMatchObject({ title: `${openIssue}期`, note: '', activeCover: 1 })
    const draws = await guest().lottery.history({ gameId: 110, rows: 40 })
    let hits = 0
    for (const row of rows.slice(1)) {
      const draw = draws.rows.find((d) => `${d.turnNum}期` === row.title)!
      const special = parseOpenNum(draw.openNum).at(-1)!
      const zodiac = zodiacOf(special, Date.parse(`${draw.openTime.replace(' ', 'T')}+08:00`))
      const hit = row.content === zodiac
      hits += hit ? 1 : 0
      expect(row.note).toBe(`开:${zodiac}${String(special).padStart(2, '0')}${hit ? '*' : ''}`)
    }
    expect(rows[1]!.title).toBe(`${macauIssueOn('2026-11-21')}期`)
    expect(hits).toBeLessThan(rows.length)
  })

  it('scores the open issue once it is drawn', async () => {
    const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: 70 }),
    })
    expect(response.status).toBe(200)
    const [next, drawn] = (await guest().templates.info(70, 2002)).groups[0]!.items
    expect(next!.note).toBe('')
    expect(drawn!.note).toMatch(/^开:.\d{2}\*?$/)
  })

  it('carries HTML with a script for the app to sanitize, chat links and pick lists', async () => {
    const all = (await guest().templates.list({ gameId: 110, rows: 100 })).rows
    const html = cardOf(all, 'TYMB').groups[0]!.items
    expect(html.some((i) => i.content.includes('<script>') && i.content.includes('onclick'))).toBe(true)
    expect(cardOf(all, 'MB40').groups[0]!.items[0]).toMatchObject({
      templateType: 0,
      redirect: '/chat-rooms/1',
    })
    expect(cardOf(all, 'MB12').groups[0]!.items.map((i) => i.title)).toEqual([
      '一肖',
      '①码',
      '③码',
      '⑤码',
      '⑧码',
      '⑩码',
    ])
    expect(cardOf(all, 'Symb3').groups[0]!.items[0]!.multiContents).toHaveLength(2)
  })
})

describe('locked rows', () => {
  const rowsOf = async (api: ReturnType<typeof createLiuheApi>, templateId: number) =>
    (await api.templates.info(110, templateId)).groups[0]!.items.slice(0, 3)

  it('withholds login-locked content from guests and trial users, shows it to members', async () => {
    // 1007 is MB09 (login-locked), 1034 is MB37 (recharge-locked).
    for (const row of await rowsOf(guest(), 1007))
      expect(row).toMatchObject({ locked: 'login-locked', content: '' })
    for (const row of await rowsOf(await signedIn('trial01x', 'TEST', 0), 1007))
      expect(row.locked).toBe('login-locked')
    for (const row of await rowsOf(await signedIn('member01x', 'HY', 0), 1007)) {
      expect(row.locked).toBe('unlocked')
      expect(row.content).not.toBe('')
    }
  })

  it('withholds recharge-locked content until the member has recharged', async () => {
    for (const row of await rowsOf(guest(), 1034))
      expect(row).toMatchObject({ locked: 'recharge-locked', content: '' })
    for (const row of await rowsOf(await signedIn('member02x', 'HY', 0), 1034))
      expect(row.locked).toBe('recharge-locked')
    for (const row of await rowsOf(await signedIn('vip02x', 'HY', 100), 1034)) {
      expect(row).toMatchObject({ locked: 'unlocked', requireRecharge: 1 })
      expect(row.content).toMatch(/^\S+ \S+$/)
    }
  })

  it('shows a VIP every row without a recharge, by the same lock rule as the app', async () => {
    // vip001 of the seed has recharged, so this VIP is a new one: level 6, nothing recharged.
    const vip = await signedIn('vip06x', 'HY', 0, 6)
    for (const templateId of [1007, 1034]) {
      for (const row of await rowsOf(vip, templateId)) {
        expect(row.locked).toBe('unlocked')
        expect(row.content).not.toBe('')
      }
    }
    for (const row of await rowsOf(await signedIn('member03x', 'HY', 0, 1), 1034))
      expect(row).toMatchObject({ locked: 'recharge-locked', content: '' })
    for (const row of await rowsOf(guest(), 1007))
      expect(row).toMatchObject({ locked: 'login-locked', content: '' })
    // A trial account is never a VIP, whatever its level.
    for (const row of await rowsOf(await signedIn('trial06x', 'TEST', 0, 6), 1007))
      expect(row.locked).toBe('login-locked')
  })
})

describe('favourites and votes', () => {
  it('toggles a favourite for members, refuses guests and trial users', async () => {
    const member = await signedIn('liker01x', 'HY', 0)
    expect(await member.templates.toggleLike(1002, 1)).toEqual({ templateId: 1002, like: 1 })
    expect((await member.templates.info(110, 1002)).like).toBe(1)
    expect((await guest().templates.info(110, 1002)).like).toBe(0)
    expect(await member.templates.toggleLike(1002, 0)).toEqual({ templateId: 1002, like: 0 })
    expect(
      await guest()
        .templates.toggleLike(1002, 1)
        .catch((e: ApiError) => [e.status, e.message]),
    ).toEqual([401, '请先登录'])
    const trial = await signedIn('trial02x', 'TEST', 0)
    expect(await trial.templates.toggleLike(1002, 1).catch((e: ApiError) => e.message)).toBe(
      '试玩账户无法进行该操作，请注册正式账户!',
    )
    const before = await count`SELECT COUNT(*) AS n FROM template_likes`
    for (const body of [{ templateId: 1002, like: 2 }, { templateId: 'x', like: 1 }, {}]) {
      const response = await fetch(`${env.origin}/app-api/game-document/template/toggle-like`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: 'token-liker01x' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { msg: string }).msg).toMatch(/^参数错误：/)
    }
    expect(await count`SELECT COUNT(*) AS n FROM template_likes`).toBe(before)
  })

  it('counts one zodiac poll vote per user, then answers 您已经投票过了！', async () => {
    const voter = await signedIn('voter01x', 'HY', 0)
    const poll = await voter.templates.votes(1002)
    expect(poll.pollOptions.map((o) => o.option_text)).toEqual([
      '鼠',
      '牛',
      '虎',
      '兔',
      '龙',
      '蛇',
      '马',
      '羊',
      '猴',
      '鸡',
      '狗',
      '猪',
    ])
    expect(poll.optionId).toBeNull()
    const response = await fetch(`${env.origin}/app-api/game-document/template/vote/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'token-voter01x' },
      body: JSON.stringify({ documentId: 1002, optionId: 7, vote: 1 }),
    })
    const body = (await response.json()) as { msg: string; data: typeof poll }
    expect(body.msg).toBe('投票成功！')
    expect(body.data.optionId).toBe(7)
    expect(body.data.pollOptions[6]!.option_vote).toBe(poll.pollOptions[6]!.option_vote + 1)
    const again = await voter.templates.votePoll(1002, 3).catch((e: ApiError) => e.message)
    expect(again).toBe('您已经投票过了！')
    expect((await voter.templates.info(110, 1002)).vote?.optionId).toBe(7)
    const votes = await count`SELECT COUNT(*) AS n FROM template_poll_votes`
    const other = await signedIn('voter02x', 'HY', 0)
    expect(await other.templates.votePoll(1002, 13).catch((e: ApiError) => e.status)).toBe(400)
    expect(await other.templates.votePoll(1003, 1).catch((e: ApiError) => e.code)).toBe('SYS/NOT_FOUND')
    expect(await count`SELECT COUNT(*) AS n FROM template_poll_votes`).toBe(votes)
  })

  it('counts one 准/不准 vote per user', async () => {
    const voter = await signedIn('voter03x', 'HY', 0)
    expect(await voter.templates.vote(1003, 1)).toMatchObject({ documentId: 1003, vote: 1, agreeCount: 1 })
    expect(await voter.templates.vote(1003, 0).catch((e: ApiError) => e.message)).toBe('您已经投票过了！')
  })
})

describe('GET /game-document/template/viewer-state', () => {
  it("answers the caller's own favourite and poll choice per card asked, in the order asked", async () => {
    const member = await signedIn('stater01x', 'HY', 0)
    await member.templates.toggleLike(1003, 1)
    await member.templates.votePoll(1002, 5)
    // Another member's marks are not the caller's.
    const other = await signedIn('stater02x', 'HY', 0)
    await other.templates.toggleLike(1002, 1)
    expect(await member.templates.viewerState([1002, 1003, 1004])).toEqual([
      { templateId: 1002, like: 0, optionId: 5 },
      { templateId: 1003, like: 1, optionId: null },
      { templateId: 1004, like: 0, optionId: null },
    ])
    expect(await other.templates.viewerState([1002])).toEqual([{ templateId: 1002, like: 1, optionId: null }])
    expect(await member.templates.viewerState([])).toEqual([])
  })

  it('refuses guests with 401 and bad ids with 400', async () => {
    expect(
      await guest()
        .templates.viewerState([1002])
        .catch((e: ApiError) => e.status),
    ).toBe(401)
    const response = await fetch(
      `${env.origin}/app-api/game-document/template/viewer-state?templateIds=1,x`,
      { headers: { token: 'token-stater01x' } },
    )
    expect(response.status).toBe(400)
  })
})

describe('GET /game-document/template/likes', () => {
  it('refuses guests with 401 请先登录', async () => {
    expect(
      await guest()
        .templates.likes()
        .catch((e: ApiError) => [e.status, e.message]),
    ).toEqual([401, '请先登录'])
  })

  it('pages the cards a member favourited, newest favourite first; unfavouriting removes one', async () => {
    const member = await signedIn('collector01x', 'HY', 0)
    expect(await member.templates.likes()).toEqual({ rows: [], totalCount: 0 })
    for (const templateId of [1002, 2005, 1010]) {
      await member.templates.toggleLike(templateId, 1)
      env.clock.advance(1)
    }
    const all = await member.templates.likes()
    expect(all.totalCount).toBe(3)
    expect(all.rows.map((t) => [t.id, t.gameId, t.like])).toEqual([
      [1010, 110, 1],
      [2005, 70, 1],
      [1002, 110, 1],
    ])
    const listed = (await member.templates.list({ gameId: 110, rows: 100 })).rows.find((t) => t.id === 1002)
    expect(all.rows[2]).toEqual(listed)
    const second = await member.templates.likes({ page: 2, rows: 2 })
    expect(second).toEqual({ rows: [all.rows[2]], totalCount: 3 })

    await member.templates.toggleLike(2005, 0)
    expect((await member.templates.likes()).rows.map((t) => t.id)).toEqual([1010, 1002])
    expect((await (await signedIn('collector02x', 'HY', 0)).templates.likes()).totalCount).toBe(0)
  })

  it('rejects bad paging with 400 and writes nothing', async () => {
    await signedIn('collector03x', 'HY', 0)
    const before = await count`SELECT COUNT(*) AS n FROM template_likes`
    for (const query of ['page=0', 'page=abc', 'rows=0', 'rows=101', 'rows=-1']) {
      const response = await fetch(`${env.origin}/app-api/game-document/template/likes?${query}`, {
        headers: { token: 'token-collector03x' },
      })
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { msg: string }).msg).toMatch(/^参数错误：/)
    }
    expect(await count`SELECT COUNT(*) AS n FROM template_likes`).toBe(before)
  })
})

describe('GET /game-document/template/ads', () => {
  it('lists the ad slots, also as static JSON', async () => {
    const ads = await guest().templates.ads('LH')
    const codes = ads.map((a) => a.templateCode)
    for (const code of ['AD01', 'AD02', 'AD11', 'AD12', 'AD14']) expect(codes).toContain(code)
    expect(ads.find((a) => a.templateCode === 'AD12')!.groups[0]!.items).toHaveLength(2)
    expect(await guest().templates.adsStatic('LH')).toEqual(ads)
  })
})

describe('cards after a draw', () => {
  const drawMacau = async () => {
    const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: 110 }),
    })
    return { status: response.status, draw: ((await response.json()) as { data: DrawRow }).data }
  }

  it('scores the open row, adds the next issue on top with an empty note and moves the poll', async () => {
    const before = await guest().templates.info(110, 1002)
    const [open] = before.groups[0]!.items
    expect(open).toMatchObject({ title: `${openIssue}期`, note: '', activeCover: 1 })
    expect(before.vote?.gameTurn).toBe(openIssue)
    const voter = await signedIn('rollvoter01x', 'HY', 0)
    await voter.templates.votePoll(1002, 1)

    const { status, draw } = await drawMacau()
    expect(status).toBe(200)
    expect(draw.turnNum).toBe(openIssue)

    const after = await voter.templates.info(110, 1002)
    // Seeded as three groups of ten issues named by their range, the newest ending at the open issue; that
    // range now reaches the next issue.
    expect(after.groups.map((g) => g.groupName)).toEqual([
      `${openSeq - 9}-${openSeq + 1}`,
      `${openSeq - 19}-${openSeq - 10}`,
      `${openSeq - 29}-${openSeq - 20}`,
    ])
    const [next, previous] = after.groups[0]!.items
    expect(next).toMatchObject({ title: `${issuePlus(openIssue, 1)}期`, note: '', activeCover: 1 })
    expect(next!.content).toMatch(/^\S$/)
    expect(previous).toMatchObject({
      id: open!.id,
      title: `${openIssue}期`,
      content: open!.content,
      activeCover: 0,
    })
    expect(previous!.note).toMatch(/^开:.\d{2}\*?$/)
    expect(after.vote).toMatchObject({ gameTurn: issuePlus(openIssue, 1), pollStatus: 1, optionId: null })
    expect(after.vote!.pollOptions).toHaveLength(12)
    expect((await guest().lottery.openInfo(110)).cur.turnNum).toBe(issuePlus(openIssue, 1))
  })

  it('rolls tabs, library documents and locked rows forward, leaves pick lists alone', async () => {
    const next = `${issuePlus(openIssue, 1)}期`
    const all = (await guest().templates.list({ gameId: 110, rows: 100 })).rows
    for (const group of cardOf(all, 'MB42').groups) expect(group.items[0]!.title).toBe(next)
    expect(cardOf(all, 'MB12').groups[0]!.groupName).toBe(String(openSeq))
    const locked = (await guest().templates.info(110, 1007)).groups[0]!.items
    expect(locked.slice(0, 4).map((i) => [i.title, i.locked])).toEqual([
      [next, 'login-locked'],
      [`${openIssue}期`, 'login-locked'],
      [`${issuePlus(openIssue, -1)}期`, 'login-locked'],
      [`${issuePlus(openIssue, -2)}期`, 'unlocked'],
    ])
    const document = await guest().templates.info(110, 1101, 10001)
    expect(document.groups[0]!.items[0]).toMatchObject({ title: next, note: '' })
    expect(document.groups[0]!.items[1]!.note).toMatch(/^开:/)
  })

  it('adds nothing when the same draw is settled again', async () => {
    const rows = await count`SELECT COUNT(*) AS n FROM template_items`
    const polls = await pollOptions()
    const draw: DrawRow = await env.queries
      .selectFrom('draws')
      .select(['game_id as gameId', 'turn_num as turnNum', 'open_time as openTime', 'open_num as openNum'])
      .where('game_id', '=', 110)
      .where('turn_num', '=', openIssue)
      .executeTakeFirstOrThrow()
    expect(await createStores(env.queries).templateSettlement.settleTemplateDraw(draw)).toBe(0)
    expect(await count`SELECT COUNT(*) AS n FROM template_items`).toBe(rows)
    expect(await pollOptions()).toEqual(polls)
  })
})

describe('rolling forward on a fast game', () => {
  it('keeps only the newest rows of a group however many turns are drawn', async () => {
    const maxRows = () =>
      count`SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM template_items i JOIN template_groups g USING (group_id)
         JOIN templates t USING (template_id) WHERE t.game_id = 122 GROUP BY i.group_id) AS per_group`
    for (let i = 0; i < ISSUE_ROWS_KEPT + 5; i++) {
      env.clock.advance(60_000)
      const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: 122 }),
      })
      expect(response.status).toBe(200)
    }
    expect(await maxRows()).toBeLessThanOrEqual(ISSUE_ROWS_KEPT)
    // The newest row is still the open turn's, with no result yet.
    const info = await guest().templates.info(122, 3002)
    const newest = info.groups[0]!.items[0]!
    expect(newest.note).toBe('')
  })
})
