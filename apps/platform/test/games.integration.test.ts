import { type ApiError, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

let env: Awaited<ReturnType<typeof startTestPlatform>>
let demoToken: string
const guest = () => createLiuheApi({ origin: env.origin })
const as = (token: string) => createLiuheApi({ origin: env.origin, token })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const followCount = () => countIn(env.queries)`SELECT COUNT(*) AS n FROM game_follows`

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  demoToken = (await guest().auth.login({ account: 'demo01', password: 'Demo1234' })).token
})
afterAll(() => env.stop())

describe('game categories', () => {
  it('lists the seven categories with provider choices, all platforms first', async () => {
    const types = await guest().games.groupTypes()
    expect(types.map((t) => t.groupType)).toEqual([
      'hot',
      'LOTTERY',
      'fish',
      'electronic',
      'card',
      'live',
      'sport',
    ])
    expect(types.map((t) => t.groupName)).toEqual(['热门', '彩票', '捕鱼', '电子', '棋牌', '真人', '体育'])
    const electronic = types.find((t) => t.groupType === 'electronic')!
    expect(electronic.providers[0]).toEqual({
      providerName: '所有平台',
      liveCode: 'all_provider',
      providerUrl: '',
      isSelect: true,
    })
    expect(electronic.providers.slice(1).map((p) => p.liveCode)).toEqual(['PG', 'JDB', 'AG', 'BBIN'])
    expect(types.find((t) => t.groupType === 'LOTTERY')!.providers).toEqual([])
  })

  it('groups every game, lottery games included, and sorts hot games hottest first', async () => {
    const groups = await guest().games.groups()
    const lottery = groups.find((g) => g.groupType === 'LOTTERY')!
    expect(lottery.games.some((g) => g.gameId === 110 && g.type === 'LOTTERY')).toBe(true)
    const hot = groups.find((g) => g.groupType === 'hot')!.games
    expect(hot.length).toBeGreaterThan(5)
    expect(hot.every((g) => g.hot > 0)).toBe(true)
    expect(hot.map((g) => g.hot)).toEqual([...hot.map((g) => g.hot)].sort((a, b) => b - a))
    const live = groups.find((g) => g.groupType === 'live')!.games
    expect(live[0]).toMatchObject({
      gameName: 'AG旗舰厅',
      liveCode: 'AG',
      gameCode: 'AG_LIVE_FLAGSHIP',
      providerName: 'AG亚游',
      imageUrl: '/sys-upload/games/AG_LIVE_FLAGSHIP.svg',
      isFollow: 0,
    })
    const fish = groups.find((g) => g.groupType === 'fish')!.games
    expect(fish.every((g) => g.appDisplay === 1)).toBe(true)
    expect(fish.find((g) => g.gameCode === 'BBIN_FISH_MASTER')!.maintain).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}~\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    )
  })
})

describe('GET /game/list-all', () => {
  it('pages a category (rows default 30) with the total', async () => {
    const all = await guest().games.listAll({ groupType: 'electronic' })
    expect(all.totalCount).toBe(13)
    expect(all.data).toHaveLength(13)
    const page2 = await guest().games.listAll({ groupType: 'electronic', page: 2, rows: 5 })
    expect(page2.totalCount).toBe(13)
    expect(page2.data.map((g) => g.gameId)).toEqual(all.data.slice(5, 10).map((g) => g.gameId))
  })

  it('filters by providers and by a trimmed name search', async () => {
    const pg = await guest().games.listAll({ groupType: 'electronic', providers: ['PG'] })
    expect(pg.totalCount).toBe(6)
    expect(pg.data.every((g) => g.liveCode === 'PG')).toBe(true)
    const two = await guest().games.listAll({ groupType: 'electronic', providers: ['JDB', 'AG'] })
    expect(two.totalCount).toBe(5)
    const search = await guest().games.listAll({ groupType: 'electronic', searchText: ' 麻将 ' })
    expect(search.data.map((g) => g.gameName)).toEqual(['麻将胡了', '麻将胡了2'])
    const none = await guest().games.listAll({ groupType: 'card', searchText: '不存在的游戏' })
    expect(none).toEqual({ data: [], totalCount: 0 })
  })

  it('rejects bad queries with 400', async () => {
    for (const query of ['', '?groupType=poker', '?groupType=live&rows=0', '?groupType=live&page=x']) {
      const response = await fetch(`${env.origin}/app-api/game/list-all${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { code: string }).code).toBe('SYS/BAD_REQUEST')
    }
  })
})

describe('POST /game/toggle-like', () => {
  it('follows and unfollows a game for the signed-in user only', async () => {
    const demo = as(demoToken)
    expect(await demo.games.toggleLike(1001, true)).toEqual({ gameId: 1001, isFollow: 1 })
    const mine = await demo.games.listAll({ groupType: 'fish' })
    expect(mine.data.find((g) => g.gameId === 1001)!.isFollow).toBe(1)
    const theirs = await guest().games.listAll({ groupType: 'fish' })
    expect(theirs.data.find((g) => g.gameId === 1001)!.isFollow).toBe(0)
    expect(await demo.games.toggleLike(1001, false)).toEqual({ gameId: 1001, isFollow: 0 })
    expect((await demo.games.listAll({ groupType: 'fish' })).data[0]!.isFollow).toBe(0)
  })

  it('needs login, a known game and a valid body; nothing is written otherwise', async () => {
    const before = await followCount()
    expect(await fail(guest().games.toggleLike(1001, true))).toMatchObject({
      status: 401,
      code: errorCodes.notLogin,
    })
    expect(await fail(as(demoToken).games.toggleLike(999_999, true))).toMatchObject({
      status: 400,
      message: '游戏不存在',
    })
    const response = await fetch(`${env.origin}/app-api/game/toggle-like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: demoToken },
      body: JSON.stringify({ gameId: 'x', like: 1 }),
    })
    expect(await response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: '参数错误：gameId' })
    expect(await followCount()).toBe(before)
  })
})

describe('GET /live/play', () => {
  it('returns the URL of a demo game page served by the platform', async () => {
    const url = await as(demoToken).games.play({ liveCode: 'PG', gameType: 'PG_MAHJONG_WAYS', gameKind: '2' })
    expect(url).toMatch(
      new RegExp(
        `^${env.origin}/demo-game/PG/PG_MAHJONG_WAYS\\?isMobile=1&ticket=\\d+\\.\\d+\\.[0-9a-f]{64}$`,
      ),
    )
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('麻将胡了')
    expect(html).toContain('PG电子')
    // The ticket opens the game for this member: the page shows the balance and a round to play.
    expect(html).toMatch(/余额 <strong>[\d.]+<\/strong> 元/)
    expect(html).toContain('开始游戏')
  })

  it('refuses trial accounts, games in maintenance, guests and unknown games', async () => {
    const trial = as((await guest().auth.registerTrial()).token)
    expect(await fail(trial.games.play({ liveCode: 'PG', gameType: 'PG_MAHJONG_WAYS' }))).toMatchObject({
      code: errorCodes.testAccount,
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
    const maintenance = await fail(
      as(demoToken).games.play({ liveCode: 'BBIN', gameType: 'BBIN_FISH_MASTER' }),
    )
    expect(maintenance.code).toBe(errorCodes.liveMaintenance)
    expect(maintenance.message).toContain('捕鱼大师正在维护中')
    // A maintenance window long past does not block the game.
    expect(await as(demoToken).games.play({ liveCode: 'PG', gameType: 'PG_FORTUNE_OX' })).toContain(
      '/demo-game/PG/',
    )
    expect((await fail(guest().games.play({ liveCode: 'PG', gameType: 'PG_MAHJONG_WAYS' }))).status).toBe(401)
    expect((await fail(as(demoToken).games.play({ liveCode: 'PG', gameType: 'NOPE' }))).message).toBe(
      '游戏不存在',
    )
    expect((await fail(as(demoToken).games.play({ liveCode: 'P G', gameType: 'X' }))).code).toBe(
      'SYS/BAD_REQUEST',
    )
  })

  it('lists every third-party game and serves generated tiles', async () => {
    const games = await guest().games.allLiveGames()
    expect(games).toHaveLength(35)
    expect(new Set(games.map((g) => g.liveCode))).toEqual(
      new Set(['AG', 'BBIN', 'PG', 'JDB', 'KY', 'SABA', 'DG', 'IM']),
    )
    for (const path of [
      '/sys-upload/games/KY_QZNN.svg',
      '/sys-upload/games/AG_LIVE_FLAGSHIP-landscape.svg',
      '/sys-upload/games/lottery-110.svg',
      '/sys-upload/providers/SABA.svg',
    ]) {
      const response = await fetch(`${env.origin}${path}`)
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml')
    }
    expect((await fetch(`${env.origin}/sys-upload/games/NOPE.svg`)).status).toBe(404)
  })
})
