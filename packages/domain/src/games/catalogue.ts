import { normalizeSearch } from '../validation/forms'

/** Game-center categories, in tab order, with their URL hash and Chinese label. */
export const gameCategories = [
  { key: 'hot', hash: '#hot', label: '热门' },
  { key: 'LOTTERY', hash: '#LOTTERY', label: '彩票' },
  { key: 'fish', hash: '#fish', label: '捕鱼' },
  { key: 'electronic', hash: '#electronic', label: '电子' },
  { key: 'card', hash: '#card', label: '棋牌' },
  { key: 'live', hash: '#live', label: '真人' },
  { key: 'sport', hash: '#sport', label: '体育' },
] as const
/** A game category key. */
export type GameCategory = (typeof gameCategories)[number]['key']

/** The category a URL hash names ('#live' or 'live'); hot for an empty or unknown hash. */
export function categoryFromHash(hash: string | null | undefined): GameCategory {
  const key = (hash ?? '').replace(/^#/, '')
  return gameCategories.find((c) => c.key === key)?.key ?? 'hot'
}

/** The URL hash of a category. */
export function categoryHash(category: GameCategory): string {
  return `#${category}`
}

/** The fields of a game the rules read (the platform's game has more). */
export interface GameLike {
  gameId: number | string
  gameName: string
  category?: string | null
  type?: string | null
  hot?: number | null
  isFollow?: number | null
  liveCode?: string | null
  gameCode?: string | null
  gameKind?: string | null
  providerName?: string | null
  maintain?: string | null
  appDisplay?: number | null
}

/** The hot list: games with hot above 0, hottest first (ties keep their order). */
export function hotGames<G extends GameLike>(games: readonly G[]): G[] {
  return games.filter((g) => (g.hot ?? 0) > 0).sort((a, b) => (b.hot ?? 0) - (a.hot ?? 0))
}

/** Games whose name contains the trimmed search text (all games for blank text). */
export function searchGames<G extends GameLike>(games: readonly G[], text: string | null | undefined): G[] {
  const needle = normalizeSearch(text).toLowerCase()
  return needle === '' ? [...games] : games.filter((g) => g.gameName.toLowerCase().includes(needle))
}

/** Tiles per row: one wide tile for live and sport, three square tiles for the others. */
export function tilesPerRow(category: GameCategory): 1 | 3 {
  return category === 'live' || category === 'sport' ? 1 : 3
}

/** Tile shape: wide for live and sport, square for the others. */
export function tileShape(category: GameCategory): 'wide' | 'square' {
  return tilesPerRow(category) === 1 ? 'wide' : 'square'
}

/** Every category but lottery has a provider filter. */
export function hasProviderFilter(category: GameCategory): boolean {
  return category !== 'LOTTERY'
}

/** Follow toggling: isFollow flips 0/1 at once when logged in; unchanged when not logged in. */
export function toggleFollow<G extends GameLike>(game: G, loggedIn: boolean): G {
  return loggedIn ? { ...game, isFollow: game.isFollow === 1 ? 0 : 1 } : game
}

/** Game list paging: first page and page size. */
export const GAME_LIST_PAGE = { page: 1, rows: 30 } as const

/** Texts of the game center, exactly as the product writes them. */
export const gameCenterTexts = {
  maintenance: '维护中',
  empty: '暂无数据',
  endOfList: '没有更多游戏了',
  confirmLaunch: '立即进入游戏!',
  providersTitle: '所有供应商',
} as const
