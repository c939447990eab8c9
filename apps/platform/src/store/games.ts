import type { Db } from '../db'

/** Game-center categories in tab order with their Chinese names. */
export const gameCategories = [
  { groupType: 'hot', groupName: '热门' },
  { groupType: 'LOTTERY', groupName: '彩票' },
  { groupType: 'fish', groupName: '捕鱼' },
  { groupType: 'electronic', groupName: '电子' },
  { groupType: 'card', groupName: '棋牌' },
  { groupType: 'live', groupName: '真人' },
  { groupType: 'sport', groupName: '体育' },
] as const
/** A game-center category code. */
export type GameCategory = (typeof gameCategories)[number]['groupType']

interface GameRaw {
  game_id: number
  game_name: string
  category: string
  type: string
  image_url: string
  landscape_url: string
  hot: number
  live_code: string
  game_code: string
  game_kind: string
  provider_name: string
  provider_url: string
  maintain: string
  app_display: number
  is_follow: number
}

const toGame = (r: GameRaw) => ({
  gameId: r.game_id,
  gameName: r.game_name,
  category: r.category,
  type: r.type,
  imageUrl: r.image_url || `/sys-upload/games/lottery-${r.game_id}.svg`,
  landscapeUrl: r.landscape_url || r.image_url || `/sys-upload/games/lottery-${r.game_id}.svg`,
  hot: r.hot,
  isFollow: r.is_follow,
  liveCode: r.live_code,
  gameCode: r.game_code,
  gameKind: r.game_kind,
  providerName: r.provider_name,
  providerUrl: r.provider_url,
  maintain: r.maintain,
  appDisplay: r.app_display,
  loading: false,
})
/** A game as listed (spec section 3). */
export type Game = ReturnType<typeof toGame>

/** Filters of {@link listGames}. */
export interface GameFilter {
  category: GameCategory
  /** Provider codes (liveCode); empty or absent = all. */
  providers?: string[] | undefined
  /** Substring of the game name. */
  search?: string | undefined
  /** The signed-in user, for isFollow. */
  userId?: number | undefined
  page: number
  rows: number
}

const SELECT = `SELECT g.*, CASE WHEN f.user_id IS NULL THEN 0 ELSE 1 END AS is_follow
  FROM games g LEFT JOIN game_follows f ON f.game_id = g.game_id AND f.user_id = @userId`

/** One page of a category's games (hot: hot above 0, hottest first) and the total. */
export function listGames(db: Db, filter: GameFilter): { games: Game[]; total: number } {
  const where: string[] = [filter.category === 'hot' ? 'g.hot > 0' : 'g.category = @category']
  const params: Record<string, unknown> = {
    userId: filter.userId ?? -1,
    category: filter.category,
    limit: filter.rows,
    offset: (filter.page - 1) * filter.rows,
  }
  if (filter.providers?.length) {
    where.push(`g.live_code IN (${filter.providers.map((_, i) => `@p${i}`).join(', ')})`)
    filter.providers.forEach((p, i) => {
      params[`p${i}`] = p
    })
  }
  if (filter.search) {
    where.push('instr(lower(g.game_name), lower(@search)) > 0')
    params.search = filter.search
  }
  const order = filter.category === 'hot' ? 'g.hot DESC, g.game_id' : 'g.sort, g.game_id'
  const games = (
    db
      .prepare(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all(params) as GameRaw[]
  ).map(toGame)
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM games g WHERE ${where.join(' AND ')}`).get(params) as {
    n: number
  }
  return { games, total: n }
}

/** The provider choices of a category: "all platforms" first, then each provider once. */
export function providerChoices(db: Db, category: GameCategory) {
  const rows = db
    .prepare(
      `SELECT live_code AS liveCode, MIN(provider_name) AS providerName, MIN(provider_url) AS providerUrl FROM games
       WHERE live_code <> '' AND ${category === 'hot' ? 'hot > 0' : 'category = ?'}
       GROUP BY live_code ORDER BY MIN(sort)`,
    )
    .all(...(category === 'hot' ? [] : [category])) as {
    liveCode: string
    providerName: string
    providerUrl: string
  }[]
  return [
    { providerName: '所有平台', liveCode: 'all_provider', providerUrl: '', isSelect: true },
    ...rows.map((r) => ({ ...r, isSelect: false })),
  ]
}

/** A game by id, or undefined. */
export function findGame(db: Db, gameId: number, userId?: number): Game | undefined {
  const row = db.prepare(`${SELECT} WHERE g.game_id = @gameId`).get({ gameId, userId: userId ?? -1 }) as
    | GameRaw
    | undefined
  return row && toGame(row)
}

/** A third-party game by provider code and game code, or undefined. */
export function findThirdPartyGame(db: Db, liveCode: string, gameCode: string): Game | undefined {
  const row = db
    .prepare(`${SELECT} WHERE g.live_code = @liveCode AND g.game_code = @gameCode`)
    .get({ liveCode, gameCode, userId: -1 }) as GameRaw | undefined
  return row && toGame(row)
}

/** A game's name for its generated tile, by game code or (lottery) id. */
export function findGameName(db: Db, codeOrLotteryId: string): string | undefined {
  const lottery = /^lottery-(\d+)$/.exec(codeOrLotteryId)
  const row = (
    lottery
      ? db.prepare('SELECT game_name FROM games WHERE game_id = ?').get(Number(lottery[1]))
      : db.prepare('SELECT game_name FROM games WHERE game_code = ?').get(codeOrLotteryId)
  ) as { game_name: string } | undefined
  return row?.game_name
}

/** A provider's display name by code, or undefined. */
export function findProviderName(db: Db, liveCode: string): string | undefined {
  const row = db.prepare('SELECT provider_name FROM games WHERE live_code = ? LIMIT 1').get(liveCode) as
    | { provider_name: string }
    | undefined
  return row?.provider_name
}

/** Follows or unfollows a game for a user. */
export function setFollow(db: Db, userId: number, gameId: number, follow: boolean): void {
  if (follow)
    db.prepare('INSERT OR IGNORE INTO game_follows (user_id, game_id) VALUES (?, ?)').run(userId, gameId)
  else db.prepare('DELETE FROM game_follows WHERE user_id = ? AND game_id = ?').run(userId, gameId)
}

/** Every third-party game (for the live-betting report's game choice). */
export function listThirdPartyGames(db: Db) {
  return db
    .prepare(
      `SELECT game_id AS gameId, game_name AS gameName, game_code AS gameCode, live_code AS liveCode,
              provider_name AS providerName, category FROM games WHERE type <> 'LOTTERY' ORDER BY sort, game_id`,
    )
    .all() as {
    gameId: number
    gameName: string
    gameCode: string
    liveCode: string
    providerName: string
    category: string
  }[]
}
