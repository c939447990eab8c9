import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guestViewer, type Viewer } from '../access/viewer'
import { fromChinaTime } from '../time/chinaTime'
import {
  categoryFromHash,
  categoryHash,
  type GameLike,
  gameCategories,
  gameCenterTexts,
  hasProviderFilter,
  hotGames,
  searchGames,
  tileShape,
  tilesPerRow,
  toggleFollow,
} from './catalogue'
import {
  acceptsLaunchClick,
  isThirdPartyGame,
  launchDecision,
  launchErrorMessage,
  playLinkParams,
} from './launch'
import {
  ALL_PROVIDERS,
  filterByProviders,
  initialProviderFilter,
  type ProviderFilterAction,
  providerFilterReducer,
} from './providerFilter'

const games: GameLike[] = [
  { gameId: 1, gameName: '澳门六合彩', type: 'LOTTERY', hot: 5 },
  { gameId: 2, gameName: 'Fishing King', liveCode: 'JDB', hot: 0, providerName: 'JDB' },
  { gameId: 3, gameName: '百家乐', liveCode: 'AG', hot: 9 },
  { gameId: 4, gameName: '龙虎', liveCode: 'AG', hot: 5 },
  { gameId: 5, gameName: '斗地主', liveCode: 'KY' },
]

describe('categories', () => {
  it('keeps the category in the URL hash, with Chinese labels', () => {
    expect(gameCategories.map((c) => `${c.hash}:${c.label}`)).toEqual([
      '#hot:热门',
      '#LOTTERY:彩票',
      '#fish:捕鱼',
      '#electronic:电子',
      '#card:棋牌',
      '#live:真人',
      '#sport:体育',
    ])
    for (const c of gameCategories) {
      expect(categoryFromHash(c.hash)).toBe(c.key)
      expect(categoryHash(c.key)).toBe(c.hash)
    }
    expect(categoryFromHash('sport')).toBe('sport')
    expect(categoryFromHash('#nope')).toBe('hot')
    expect(categoryFromHash(undefined)).toBe('hot')
  })

  it('lays out live and sport one wide tile per row, others three square', () => {
    const layout = gameCategories.map((c) => [
      c.key,
      tilesPerRow(c.key),
      tileShape(c.key),
      hasProviderFilter(c.key),
    ])
    expect(layout).toEqual([
      ['hot', 3, 'square', true],
      ['LOTTERY', 3, 'square', false],
      ['fish', 3, 'square', true],
      ['electronic', 3, 'square', true],
      ['card', 3, 'square', true],
      ['live', 1, 'wide', true],
      ['sport', 1, 'wide', true],
    ])
  })
})

describe('hot, search and follow', () => {
  it('lists hot games above 0, descending, ties in order', () => {
    expect(hotGames(games).map((g) => g.gameId)).toEqual([3, 1, 4])
  })

  it('searches game names by trimmed substring', () => {
    expect(searchGames(games, ' 六合 ').map((g) => g.gameId)).toEqual([1])
    expect(searchGames(games, 'fishing').map((g) => g.gameId)).toEqual([2])
    expect(searchGames(games, '   ')).toHaveLength(5)
    expect(searchGames(games, '无此游戏')).toEqual([])
  })

  it('search results always contain the text and never lose a match', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), fc.string({ maxLength: 3 }), (names, text) => {
        const list = names.map((gameName, gameId) => ({ gameId, gameName }))
        const found = searchGames(list, text)
        const needle = text.trim().toLowerCase()
        expect(found.length).toBe(list.filter((g) => g.gameName.toLowerCase().includes(needle)).length)
      }),
    )
  })

  it('flips isFollow only when logged in', () => {
    expect(toggleFollow({ gameId: 1, gameName: 'x', isFollow: 0 }, true).isFollow).toBe(1)
    expect(toggleFollow({ gameId: 1, gameName: 'x', isFollow: 1 }, true).isFollow).toBe(0)
    expect(toggleFollow({ gameId: 1, gameName: 'x', isFollow: 0 }, false).isFollow).toBe(0)
  })
})

describe('provider filter', () => {
  it('titles the provider drawer in simplified characters (the 繁體 build converts it)', () => {
    expect(gameCenterTexts.providersTitle).toBe('所有供应商')
  })

  const providers = ['AG', 'KY', 'JDB']
  const start = initialProviderFilter(providers)
  const run = (actions: ProviderFilterAction[]) => actions.reduce(providerFilterReducer, start)

  it('starts with all platforms and no search', () => {
    expect(start).toEqual({
      providers,
      applied: [ALL_PROVIDERS],
      draft: [ALL_PROVIDERS],
      open: false,
      search: '',
    })
  })

  it('deselects all when one provider is chosen, and returns to all when none or every one is', () => {
    expect(run([{ type: 'open' }, { type: 'toggle', code: 'AG' }]).draft).toEqual(['AG'])
    expect(
      run([
        { type: 'toggle', code: 'AG' },
        { type: 'toggle', code: 'AG' },
      ]).draft,
    ).toEqual([ALL_PROVIDERS])
    expect(
      run([
        { type: 'toggle', code: 'AG' },
        { type: 'toggle', code: 'KY' },
        { type: 'toggle', code: 'JDB' },
      ]).draft,
    ).toEqual([ALL_PROVIDERS])
    expect(
      run([
        { type: 'toggle', code: 'AG' },
        { type: 'toggle', code: ALL_PROVIDERS },
      ]).draft,
    ).toEqual([ALL_PROVIDERS])
  })

  it('applies on done and reverts on reset or close', () => {
    const chosen = run([{ type: 'open' }, { type: 'toggle', code: 'AG' }, { type: 'done' }])
    expect(chosen).toMatchObject({ applied: ['AG'], open: false })
    const edited = [chosen, { type: 'open' }, { type: 'toggle', code: 'KY' }] as const
    const reopened = providerFilterReducer(providerFilterReducer(edited[0], edited[1]), edited[2])
    expect(reopened.draft).toEqual(['AG', 'KY'])
    expect(providerFilterReducer(reopened, { type: 'reset' })).toMatchObject({ draft: ['AG'], open: true })
    expect(providerFilterReducer(reopened, { type: 'close' })).toMatchObject({
      draft: ['AG'],
      applied: ['AG'],
      open: false,
    })
  })

  it('resets filter and search when the category changes', () => {
    const s = run([{ type: 'toggle', code: 'AG' }, { type: 'done' }, { type: 'search', text: '龙' }])
    expect(s.search).toBe('龙')
    expect(providerFilterReducer(s, { type: 'categoryChanged', providers: ['PG'] })).toEqual(
      initialProviderFilter(['PG']),
    )
  })

  it('keeps its invariants under any sequence of actions', () => {
    const action = fc.oneof(
      fc.constant<ProviderFilterAction>({ type: 'open' }),
      fc.constant<ProviderFilterAction>({ type: 'done' }),
      fc.constant<ProviderFilterAction>({ type: 'reset' }),
      fc.constant<ProviderFilterAction>({ type: 'close' }),
      fc
        .constantFrom(...providers, ALL_PROVIDERS)
        .map((code): ProviderFilterAction => ({ type: 'toggle', code })),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = start
        for (const a of actions) {
          const before = state
          state = providerFilterReducer(state, a)
          for (const selection of [state.draft, state.applied]) {
            expect(selection.length).toBeGreaterThan(0)
            if (selection.includes(ALL_PROVIDERS)) expect(selection).toEqual([ALL_PROVIDERS])
            else expect(selection.length).toBeLessThan(providers.length)
            expect(new Set(selection).size).toBe(selection.length)
          }
          if (a.type === 'done') expect(state.applied).toEqual(before.draft)
          if (a.type === 'reset' || a.type === 'close') expect(state.draft).toEqual(before.applied)
          if (a.type !== 'done') expect(state.applied).toEqual(before.applied)
        }
      }),
    )
  })

  it('filters games by the selected providers', () => {
    expect(filterByProviders(games, [ALL_PROVIDERS])).toHaveLength(5)
    expect(filterByProviders(games, ['AG']).map((g) => g.gameId)).toEqual([3, 4])
    expect(filterByProviders(games, ['JDB', 'KY']).map((g) => g.gameId)).toEqual([2, 5])
  })
})

describe('launchDecision', () => {
  const now = fromChinaTime(2026, 5, 18, 3)
  const member: Viewer = { hasToken: true, userInfo: { type: 'HY' }, extInfo: {} }
  const trial: Viewer = { hasToken: true, userInfo: { type: 'TEST' }, extInfo: {} }
  const lottery = games[0]!
  const thirdParty = games[2]!
  const down = { ...thirdParty, maintain: '2026-05-18 02:00:00~2026-05-18 04:00:00' }

  it('runs the steps in order: maintenance, own game, trial, login, confirm', () => {
    const viewers = { guest: guestViewer, trial, member }
    const table = Object.fromEntries(
      Object.entries(viewers).map(([name, v]) => [
        name,
        [down, lottery, thirdParty].map((g) => launchDecision(g, v, now, 'Asia/Shanghai').kind),
      ]),
    )
    expect(table).toEqual({
      guest: ['maintenance', 'navigate', 'login-required'],
      trial: ['maintenance', 'navigate', 'trial-blocked'],
      member: ['maintenance', 'navigate', 'confirm-third-party'],
    })
    expect(launchDecision(lottery, guestViewer, now, 480)).toEqual({ kind: 'navigate', path: '/game/1' })
    expect(launchDecision(thirdParty, trial, now, 480)).toEqual({
      kind: 'trial-blocked',
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
    expect(launchDecision(thirdParty, member, now, 480)).toEqual({
      kind: 'confirm-third-party',
      message: '立即进入游戏!',
    })
  })

  it('reads maintenance in the system time zone', () => {
    expect(launchDecision(down, member, now, 0).kind).toBe('confirm-third-party')
  })

  it('treats lottery games and games without a liveCode as own games', () => {
    expect(isThirdPartyGame(lottery)).toBe(false)
    expect(isThirdPartyGame({ gameId: 9, gameName: 'x', type: 'LOTTERY', liveCode: 'X' })).toBe(false)
    expect(isThirdPartyGame({ gameId: 9, gameName: 'x' })).toBe(false)
    expect(isThirdPartyGame(thirdParty)).toBe(true)
  })

  it('builds the play-link query', () => {
    expect(
      playLinkParams({ gameId: 3, gameName: 'x', liveCode: 'AG', gameCode: 'BAC', gameKind: '2' }, true),
    ).toEqual({
      liveCode: 'AG',
      gameType: 'BAC',
      isMobile: '1',
      gameKind: '2',
    })
    expect(playLinkParams({ gameId: 3, gameName: 'x' }, false)).toEqual({
      liveCode: '',
      gameType: '',
      isMobile: '0',
    })
  })

  it('takes one click per 100 ms and none while loading', () => {
    expect(acceptsLaunchClick(undefined, 0, false)).toBe(true)
    expect(acceptsLaunchClick(1000, 1099, false)).toBe(false)
    expect(acceptsLaunchClick(1000, 1100, false)).toBe(true)
    expect(acceptsLaunchClick(undefined, 0, true)).toBe(false)
  })

  it('maps launch failures to the messages of docs/product.md', () => {
    expect(launchErrorMessage('OTHER', 'boom')).toBe('操作频繁，请稍后试试')
    expect(launchErrorMessage(undefined, undefined)).toBe('操作频繁，请稍后试试')
    for (const code of [
      'LIVE/maintenance',
      'USER_IN_BLACKLIST',
      'LIVE/BLACK_USER',
      'UC/ACCOUNT_STATE_ERROR',
    ]) {
      expect(launchErrorMessage(code, '服务器消息')).toBe('服务器消息')
      expect(launchErrorMessage(code, '')).toBe('操作频繁，请稍后试试')
    }
    expect(launchErrorMessage('KY/0', 'x')).toBe('您正在牌局中，请稍后再试！')
  })
})
