import type { Db } from '../db'
import { NotFoundError } from '../errors'

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
/** A game as listed. */
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

/** The game center: games, providers and follows. */
export function createGameStore(db: Db) {
  // The hot tab lists every game with a heat, hottest first; the other tabs one category in catalogue order.
  const filtersOf = (inTab: string) => `${inTab}
    AND (@providers IS NULL OR g.live_code IN (SELECT value FROM json_each(@providers)))
    AND (@search IS NULL OR instr(lower(g.game_name), lower(@search)) > 0)`
  const tabs = {
    hot: { where: filtersOf('g.hot > 0'), order: 'g.hot DESC, g.game_id' },
    category: { where: filtersOf('g.category = @category'), order: 'g.sort, g.game_id' },
  }
  const listOf = (tab: keyof typeof tabs) => ({
    page: db.prepare(
      `${SELECT} WHERE ${tabs[tab].where} ORDER BY ${tabs[tab].order} LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare(`SELECT COUNT(*) AS n FROM games g WHERE ${tabs[tab].where}`),
  })
  const lists = { hot: listOf('hot'), category: listOf('category') }
  const providersOf = (inTab: string) =>
    db.prepare(
      `SELECT live_code AS liveCode, MIN(provider_name) AS providerName, MIN(provider_url) AS providerUrl FROM games
       WHERE live_code <> '' AND ${inTab} GROUP BY live_code ORDER BY MIN(sort)`,
    )
  const providers = { hot: providersOf('hot > 0'), category: providersOf('category = @category') }
  const exists = db.prepare('SELECT 1 FROM games WHERE game_id = ?')
  const byCodes = db.prepare(`${SELECT} WHERE g.live_code = @liveCode AND g.game_code = @gameCode`)
  const nameById = db.prepare('SELECT game_name FROM games WHERE game_id = ?')
  const nameByCode = db.prepare('SELECT game_name FROM games WHERE game_code = ?')
  const providerName = db.prepare('SELECT provider_name FROM games WHERE live_code = ? LIMIT 1')
  const follow = db.prepare('INSERT OR IGNORE INTO game_follows (user_id, game_id) VALUES (?, ?)')
  const unfollow = db.prepare('DELETE FROM game_follows WHERE user_id = ? AND game_id = ?')
  const thirdParty = db.prepare(
    `SELECT game_id AS gameId, game_name AS gameName, game_code AS gameCode, live_code AS liveCode,
            provider_name AS providerName, category FROM games WHERE type <> 'LOTTERY' ORDER BY sort, game_id`,
  )

  return {
    /** One page of a category's games (hot: hot above 0, hottest first) and the total. */
    listGames(filter: GameFilter): { games: Game[]; total: number } {
      const list = lists[filter.category === 'hot' ? 'hot' : 'category']
      const params = {
        userId: filter.userId ?? -1,
        category: filter.category,
        providers: filter.providers?.length ? JSON.stringify(filter.providers) : null,
        search: filter.search ?? null,
        limit: filter.rows,
        offset: (filter.page - 1) * filter.rows,
      }
      const games = (list.page.all(params) as GameRaw[]).map(toGame)
      const { n } = list.count.get(params) as { n: number }
      return { games, total: n }
    },
    /** The provider choices of a category: "all platforms" first, then each provider once. */
    providerChoices(category: GameCategory) {
      const rows = providers[category === 'hot' ? 'hot' : 'category'].all({ category }) as {
        liveCode: string
        providerName: string
        providerUrl: string
      }[]
      return [
        { providerName: '所有平台', liveCode: 'all_provider', providerUrl: '', isSelect: true },
        ...rows.map((r) => ({ ...r, isSelect: false })),
      ]
    },
    /** A third-party game by provider code and game code, or undefined. */
    findThirdPartyGame(liveCode: string, gameCode: string): Game | undefined {
      const row = byCodes.get({ liveCode, gameCode, userId: -1 }) as GameRaw | undefined
      return row && toGame(row)
    },
    /** A game's name for its generated tile, by game code or (lottery) id. */
    findGameName(codeOrLotteryId: string): string | undefined {
      const lottery = /^lottery-(\d+)$/.exec(codeOrLotteryId)
      const row = (lottery ? nameById.get(Number(lottery[1])) : nameByCode.get(codeOrLotteryId)) as
        | { game_name: string }
        | undefined
      return row?.game_name
    },
    /** A provider's display name by code, or undefined. */
    findProviderName(liveCode: string): string | undefined {
      return (providerName.get(liveCode) as { provider_name: string } | undefined)?.provider_name
    },
    /** Follows or unfollows a game for a user; throws {@link NotFoundError} for an unknown game. */
    setFollow(userId: number, gameId: number, following: boolean): void {
      if (!exists.get(gameId)) throw new NotFoundError('游戏不存在')
      if (following) follow.run(userId, gameId)
      else unfollow.run(userId, gameId)
    },
    /** Every third-party game (for the live-betting report's game choice). */
    listThirdPartyGames() {
      return thirdParty.all() as {
        gameId: number
        gameName: string
        gameCode: string
        liveCode: string
        providerName: string
        category: string
      }[]
    },
  }
}

/** The game store of one database. */
export type GameStore = ReturnType<typeof createGameStore>
