import { type Expression, expressionBuilder, type SqlBool } from 'kysely'
import { NotFoundError } from '../errors'
import { containsTextIgnoringAsciiCase, type Queries } from '../storage/queries'
import type { Database } from '../storage/schema'

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

/** Expressions over the games table, outside any one query. */
const games = expressionBuilder<Database, 'games'>()

/** The games of a game-center tab: the hot tab every game with a heat, the others one category. */
const inTab = (category: GameCategory) =>
  category === 'hot' ? games('games.hot', '>', 0) : games('games.category', '=', category)

/** The game center: games, providers and follows. */
export function createGameStore(db: Queries) {
  /** Every game with `is_follow`: 1 when `userId` follows it, else 0 (-1: no user). */
  const withFollow = (userId: number) =>
    db
      .selectFrom('games')
      .leftJoin('game_follows', (join) =>
        join.onRef('game_follows.game_id', '=', 'games.game_id').on('game_follows.user_id', '=', userId),
      )
      .selectAll('games')
      .select((eb) =>
        eb
          .case()
          .when('game_follows.user_id', 'is', null)
          .then(eb.lit(0))
          .else(eb.lit(1))
          .end()
          .as('is_follow'),
      )
  /** The first game name matching `where` (lowest game id). */
  const gameName = async (where: Expression<SqlBool>) =>
    (
      await db
        .selectFrom('games')
        .select('game_name')
        .where(where)
        .orderBy('game_id')
        .limit(1)
        .executeTakeFirst()
    )?.game_name

  return {
    /** One page of a category's games (hot: hot above 0, hottest first) and the total. */
    async listGames(filter: GameFilter): Promise<{ games: Game[]; total: number }> {
      // The hot tab lists its games hottest first; the other tabs in catalogue order.
      const conditions: Expression<SqlBool>[] = [inTab(filter.category)]
      if (filter.providers?.length) conditions.push(games('games.live_code', 'in', filter.providers))
      if (filter.search !== undefined)
        conditions.push(containsTextIgnoringAsciiCase(db, games.ref('games.game_name'), filter.search))
      const where = games.and(conditions)
      let page = withFollow(filter.userId ?? -1).where(where)
      page =
        filter.category === 'hot'
          ? page.orderBy('games.hot', 'desc').orderBy('games.game_id')
          : page.orderBy('games.sort').orderBy('games.game_id')
      const rows = await page
        .limit(filter.rows)
        .offset((filter.page - 1) * filter.rows)
        .execute()
      const { n } = await db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(where)
        .executeTakeFirstOrThrow()
      return { games: rows.map(toGame), total: Number(n) }
    },
    /** The provider choices of a category: "all platforms" first, then each provider once. */
    async providerChoices(category: GameCategory) {
      const rows = await db
        .selectFrom('games')
        .select((eb) => [
          'live_code as liveCode',
          eb.fn.min('provider_name').as('providerName'),
          eb.fn.min('provider_url').as('providerUrl'),
        ])
        .where('live_code', '<>', '')
        .where(inTab(category))
        .groupBy('live_code')
        .orderBy((eb) => eb.fn.min('sort'))
        .orderBy('live_code')
        .execute()
      return [
        { providerName: '所有平台', liveCode: 'all_provider', providerUrl: '', isSelect: true },
        ...rows.map((r) => ({ ...r, isSelect: false })),
      ]
    },
    /** A third-party game by provider code and game code, or undefined. */
    async findThirdPartyGame(liveCode: string, gameCode: string): Promise<Game | undefined> {
      const row = await withFollow(-1)
        .where('games.live_code', '=', liveCode)
        .where('games.game_code', '=', gameCode)
        .orderBy('games.game_id')
        .limit(1)
        .executeTakeFirst()
      return row && toGame(row)
    },
    /** A game's name for its generated tile, by game code or (lottery) id. */
    async findGameName(codeOrLotteryId: string): Promise<string | undefined> {
      const lottery = /^lottery-(\d+)$/.exec(codeOrLotteryId)
      // An id past 2^53 names no game; PostgreSQL would refuse one past BIGINT rather than find nothing.
      if (lottery && !Number.isSafeInteger(Number(lottery[1]))) return undefined
      return gameName(
        lottery
          ? games('games.game_id', '=', Number(lottery[1]))
          : games('games.game_code', '=', codeOrLotteryId),
      )
    },
    /** A provider's display name by code, or undefined. */
    async findProviderName(liveCode: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('games')
        .select('provider_name')
        .where('live_code', '=', liveCode)
        .orderBy('game_id')
        .limit(1)
        .executeTakeFirst()
      return row?.provider_name
    },
    /** Follows or unfollows a game for a user; rejects with {@link NotFoundError} for an unknown game. */
    async setFollow(userId: number, gameId: number, following: boolean): Promise<void> {
      const game = await db
        .selectFrom('games')
        .select('game_id')
        .where('game_id', '=', gameId)
        .executeTakeFirst()
      if (!game) throw new NotFoundError('游戏不存在')
      if (following)
        await db
          .insertInto('game_follows')
          .values({ user_id: userId, game_id: gameId })
          .onConflict((conflict) => conflict.doNothing())
          .execute()
      else
        await db
          .deleteFrom('game_follows')
          .where('user_id', '=', userId)
          .where('game_id', '=', gameId)
          .execute()
    },
    /** Every third-party game (for the live-betting report's game choice). */
    listThirdPartyGames(): Promise<
      {
        gameId: number
        gameName: string
        gameCode: string
        liveCode: string
        providerName: string
        category: string
      }[]
    > {
      return db
        .selectFrom('games')
        .select([
          'game_id as gameId',
          'game_name as gameName',
          'game_code as gameCode',
          'live_code as liveCode',
          'provider_name as providerName',
          'category',
        ])
        .where('type', '<>', 'LOTTERY')
        .orderBy('sort')
        .orderBy('game_id')
        .execute()
    },
  }
}

/** The game store of one database. */
export type GameStore = ReturnType<typeof createGameStore>
