import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { NotFoundError } from '../errors'
import { createGameStore } from './games'

/** A games row naming every column a multi-row insert must name (SQLite writes NULL for one left out). */
const game = (
  gameId: number,
  gameName: string,
  more: {
    category?: string
    type?: string
    sort?: number
    hot?: number
    live_code?: string
    game_code?: string
    provider_name?: string
    provider_url?: string
    image_url?: string
    landscape_url?: string
  } = {},
) => ({
  game_id: gameId,
  game_name: gameName,
  category: 'electronic',
  type: 'ELECTRONIC',
  sort: 0,
  hot: 0,
  live_code: '',
  game_code: '',
  game_kind: '',
  provider_name: '',
  provider_url: '',
  image_url: '',
  landscape_url: '',
  maintain: '',
  app_display: 1,
  ...more,
})

describeEachEngine('the game store', (db) => {
  let alice = 0

  beforeAll(async () => {
    alice = (
      await db()
        .insertInto('users')
        .values({ account: 'alice01', password_hash: 'x', created_at: 0 })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id
  })

  it('answers empty pages and only the “all platforms” choice on an empty database', async () => {
    const store = createGameStore(db())
    expect(await store.listGames({ category: 'hot', page: 1, rows: 10 })).toEqual({ games: [], total: 0 })
    expect(await store.providerChoices('card')).toEqual([
      { providerName: '所有平台', liveCode: 'all_provider', providerUrl: '', isSelect: true },
    ])
    expect(await store.listThirdPartyGames()).toEqual([])
    expect(await store.findGameName('lottery-110')).toBeUndefined()
    expect(await store.findProviderName('PG')).toBeUndefined()
  })

  it('pages a tab’s games: hot hottest first, a category in catalogue order', async () => {
    await db()
      .insertInto('games')
      .values([
        game(110, '澳门六合彩', { category: 'LOTTERY', type: 'LOTTERY', sort: 1, hot: 5 }),
        game(70, '香港六合彩', { category: 'LOTTERY', type: 'LOTTERY', sort: 2 }),
        game(1001, 'Mahjong Ways', {
          sort: 3,
          hot: 9,
          live_code: 'PG',
          game_code: 'mahjong',
          provider_name: 'PG电子',
          provider_url: '/p/pg.png',
          image_url: '/g/mahjong.png',
        }),
        game(1002, '麻将胡了2', {
          sort: 1,
          hot: 5,
          live_code: 'PG',
          game_code: 'mj2',
          provider_name: 'PG电子',
        }),
        game(1003, 'ÉCLAIR mahjong', {
          sort: 2,
          live_code: 'JDB',
          game_code: 'eclair',
          provider_name: 'JDB电子',
        }),
        game(1004, 'Fortune Tiger', {
          sort: 1,
          hot: 1,
          live_code: 'JDB',
          game_code: 'tiger',
          provider_name: 'JDB电子',
          landscape_url: '/g/tiger-wide.png',
        }),
        game(1005, '百家乐', { category: 'card', type: 'CARD', sort: 0, live_code: 'KY', game_code: 'bjl' }),
      ])
      .execute()
    const store = createGameStore(db())
    const hot = await store.listGames({ category: 'hot', page: 1, rows: 10 })
    expect(hot.total).toBe(4)
    expect(hot.games.map((g) => g.gameId)).toEqual([1001, 110, 1002, 1004])
    expect(hot.games[0]).toEqual({
      gameId: 1001,
      gameName: 'Mahjong Ways',
      category: 'electronic',
      type: 'ELECTRONIC',
      imageUrl: '/g/mahjong.png',
      landscapeUrl: '/g/mahjong.png',
      hot: 9,
      isFollow: 0,
      liveCode: 'PG',
      gameCode: 'mahjong',
      gameKind: '',
      providerName: 'PG电子',
      providerUrl: '/p/pg.png',
      maintain: '',
      appDisplay: 1,
      loading: false,
    })
    expect(hot.games[1]).toMatchObject({
      imageUrl: '/sys-upload/games/lottery-110.svg',
      landscapeUrl: '/sys-upload/games/lottery-110.svg',
    })
    expect(hot.games[3]?.landscapeUrl).toBe('/g/tiger-wide.png')
    const secondPage = await store.listGames({ category: 'hot', page: 2, rows: 3 })
    expect(secondPage).toMatchObject({ total: 4, games: [{ gameId: 1004 }] })
    expect(await store.listGames({ category: 'hot', page: 3, rows: 3 })).toEqual({ games: [], total: 4 })
    const electronic = await store.listGames({ category: 'electronic', page: 1, rows: 10 })
    expect(electronic.games.map((g) => g.gameId)).toEqual([1002, 1004, 1003, 1001])
    expect(electronic.total).toBe(4)
    const lottery = await store.listGames({ category: 'LOTTERY', page: 1, rows: 10 })
    expect(lottery.games.map((g) => g.gameId)).toEqual([110, 70])
    expect(await store.listGames({ category: 'sport', page: 1, rows: 10 })).toEqual({ games: [], total: 0 })
  })

  it('filters by providers and by a name substring, ignoring the case of ASCII letters only', async () => {
    const store = createGameStore(db())
    const ids = async (filter: { providers?: string[]; search?: string }) => {
      const page = await store.listGames({ category: 'electronic', page: 1, rows: 10, ...filter })
      expect(page.total).toBe(page.games.length)
      return page.games.map((g) => g.gameId)
    }
    expect(await ids({ providers: ['JDB'] })).toEqual([1004, 1003])
    expect(await ids({ providers: ['JDB', 'PG'] })).toEqual([1002, 1004, 1003, 1001])
    expect(await ids({ providers: [] })).toEqual([1002, 1004, 1003, 1001])
    expect(await ids({ providers: ['NONE'] })).toEqual([])
    expect(await ids({ search: 'MAHJONG' })).toEqual([1003, 1001])
    expect(await ids({ search: 'mahjong', providers: ['PG'] })).toEqual([1001])
    expect(await ids({ search: 'Éclair' })).toEqual([1003])
    expect(await ids({ search: 'éclair' })).toEqual([])
    expect(await ids({ search: '麻将' })).toEqual([1002])
    expect(await ids({ search: '%' })).toEqual([])
    expect(await ids({ search: '' })).toEqual([1002, 1004, 1003, 1001])
    const hot = await store.listGames({ category: 'hot', search: 'mahjong', page: 1, rows: 10 })
    expect(hot.games.map((g) => g.gameId)).toEqual([1001])
  })

  it('lists the provider choices of a tab, each once, by their lowest sort', async () => {
    const store = createGameStore(db())
    const all = { providerName: '所有平台', liveCode: 'all_provider', providerUrl: '', isSelect: true }
    expect(await store.providerChoices('electronic')).toEqual([
      all,
      // Both lowest at sort 1: by code.
      { liveCode: 'JDB', providerName: 'JDB电子', providerUrl: '', isSelect: false },
      { liveCode: 'PG', providerName: 'PG电子', providerUrl: '', isSelect: false },
    ])
    expect((await store.providerChoices('hot')).map((choice) => choice.liveCode)).toEqual([
      'all_provider',
      'JDB',
      'PG',
    ])
    expect(await store.providerChoices('card')).toEqual([
      all,
      { liveCode: 'KY', providerName: '', providerUrl: '', isSelect: false },
    ])
    expect(await store.providerChoices('LOTTERY')).toEqual([all])
  })

  it('finds a third-party game, a tile’s game name and a provider name', async () => {
    const store = createGameStore(db())
    expect(await store.findThirdPartyGame('PG', 'mj2')).toMatchObject({ gameId: 1002, isFollow: 0 })
    expect(await store.findThirdPartyGame('JDB', 'mj2')).toBeUndefined()
    expect(await store.findGameName('tiger')).toBe('Fortune Tiger')
    expect(await store.findGameName('lottery-70')).toBe('香港六合彩')
    expect(await store.findGameName('lottery-71')).toBeUndefined()
    expect(await store.findGameName('lottery-99999999999999999999')).toBeUndefined()
    expect(await store.findGameName('nothing')).toBeUndefined()
    expect(await store.findProviderName('JDB')).toBe('JDB电子')
    expect(await store.findProviderName('XX')).toBeUndefined()
  })

  it('follows and unfollows a game for a user, marking it in the user’s lists', async () => {
    const store = createGameStore(db())
    await store.setFollow(alice, 1004, true)
    await store.setFollow(alice, 1004, true)
    await store.setFollow(alice, 110, true)
    const followed = async (userId?: number) =>
      (await store.listGames({ category: 'hot', userId, page: 1, rows: 10 })).games.map((g) => [
        g.gameId,
        g.isFollow,
      ])
    expect(await followed(alice)).toEqual([
      [1001, 0],
      [110, 1],
      [1002, 0],
      [1004, 1],
    ])
    expect(await followed()).toEqual([
      [1001, 0],
      [110, 0],
      [1002, 0],
      [1004, 0],
    ])
    await store.setFollow(alice, 110, false)
    await store.setFollow(alice, 110, false)
    expect((await followed(alice)).filter(([, isFollow]) => isFollow === 1)).toEqual([[1004, 1]])
    await expect(store.setFollow(alice, 9999, true)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('lists every third-party game in catalogue order', async () => {
    expect(await createGameStore(db()).listThirdPartyGames()).toEqual([
      {
        gameId: 1005,
        gameName: '百家乐',
        gameCode: 'bjl',
        liveCode: 'KY',
        providerName: '',
        category: 'card',
      },
      ...[
        [1002, '麻将胡了2', 'mj2', 'PG', 'PG电子'],
        [1004, 'Fortune Tiger', 'tiger', 'JDB', 'JDB电子'],
        [1003, 'ÉCLAIR mahjong', 'eclair', 'JDB', 'JDB电子'],
        [1001, 'Mahjong Ways', 'mahjong', 'PG', 'PG电子'],
      ].map(([gameId, gameName, gameCode, liveCode, providerName]) => ({
        gameId,
        gameName,
        gameCode,
        liveCode,
        providerName,
        category: 'electronic',
      })),
    ])
  })
})
