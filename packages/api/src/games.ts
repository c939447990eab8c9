import { type GameCategory, gameCategories } from '@liuhe/domain'
import { z } from 'zod'
import type { Http } from './http'

export type { GameCategory }

/** Game-center category codes, in tab order: the domain's list. */
export const gameCategoryCodes = gameCategories.map((c) => c.key) as [GameCategory, ...GameCategory[]]

/** A game of the game center. */
export const gameSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  category: z.string(),
  /** 'LOTTERY' for lottery games, else the third-party type (LIVE, ELECTRONIC, FISH, CARD, SPORT). */
  type: z.string(),
  imageUrl: z.string(),
  landscapeUrl: z.string(),
  hot: z.number(),
  isFollow: z.number().int(),
  liveCode: z.string(),
  gameCode: z.string(),
  gameKind: z.string(),
  providerName: z.string(),
  providerUrl: z.string(),
  /** `YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss` China time, or empty. */
  maintain: z.string(),
  appDisplay: z.number().int(),
  loading: z.boolean(),
})
/** A game. */
export type Game = z.infer<typeof gameSchema>

/** A provider choice of the provider filter; the first is all platforms (`all_provider`). */
export const providerChoiceSchema = z.object({
  providerName: z.string(),
  liveCode: z.string(),
  providerUrl: z.string(),
  isSelect: z.boolean(),
})
/** A provider choice. */
export type ProviderChoice = z.infer<typeof providerChoiceSchema>

/** A category with its provider choices (`/game/group-type`). */
export const gameGroupTypeSchema = z.object({
  groupType: z.enum(gameCategoryCodes),
  groupName: z.string(),
  providers: z.array(providerChoiceSchema),
})
/** A category with its games (`/game/group`). */
export const gameGroupSchema = z.object({
  groupType: z.enum(gameCategoryCodes),
  groupName: z.string(),
  totalCount: z.number().int(),
  games: z.array(gameSchema),
})
/** A category with its games. */
export type GameGroup = z.infer<typeof gameGroupSchema>
/** A category with its provider choices. */
export type GameGroupType = z.infer<typeof gameGroupTypeSchema>

/** A third-party game as listed by `/api/live/allLiveGames`. */
export const liveGameSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  gameCode: z.string(),
  liveCode: z.string(),
  providerName: z.string(),
  category: z.string(),
})
/** A third-party game. */
export type LiveGame = z.infer<typeof liveGameSchema>

const casinoMoney = {
  bettingMoney: z.number(),
  validBetMoney: z.number(),
  winMoney: z.number(),
  /** 输赢 from the member's side: payouts less stakes. */
  winOrLose: z.number(),
}

/** One game's totals in the casino report (`/api/live/gameReportList`), 元. */
export const casinoReportRowSchema = z.object({
  liveCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  betCount: z.number().int(),
  ...casinoMoney,
})
/** One game's totals in the casino report. */
export type CasinoReportRow = z.infer<typeof casinoReportRowSchema>

/** One casino round (`/api/live/br`), 元. */
export const casinoRoundSchema = z.object({
  roundNo: z.string(),
  liveCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  outcome: z.string(),
  betTime: z.string(),
  ...casinoMoney,
})
/** One casino round. */
export type CasinoRound = z.infer<typeof casinoRoundSchema>

/** A casino report's date range, YYYY-MM-DD (China time). */
export interface CasinoRange {
  startDate: string
  endDate: string
}

/** Query of {@link gamesApi}'s `listAll`. */
export interface GameListQuery {
  groupType: GameCategory
  page?: number
  /** Default 30. */
  rows?: number
  /** Provider codes (liveCode); empty = all platforms. */
  providers?: readonly string[]
  searchText?: string
}

/** Launch parameters of a third-party game. */
export interface PlayQuery {
  liveCode: string
  /** The game code. */
  gameType: string
  isMobile?: boolean
  gameKind?: string
}

/** Game-center calls. */
export function gamesApi(http: Http) {
  return {
    /** `GET /game/group-type`: categories in tab order with provider choices. */
    async groupTypes(): Promise<GameGroupType[]> {
      return (await http.request({ path: '/game/group-type', schema: z.array(gameGroupTypeSchema) })).data
    },
    /** `GET /game/group`: every category with all its games (isFollow for the signed-in user). */
    async groups(): Promise<GameGroup[]> {
      return (await http.request({ path: '/game/group', schema: z.array(gameGroupSchema) })).data
    },
    /** `GET /game/list-all`: one page of a category's games and the total. */
    async listAll(query: GameListQuery): Promise<{ data: Game[]; totalCount: number }> {
      const { data, totalCount } = await http.request({
        path: '/game/list-all',
        query: {
          groupType: query.groupType,
          page: query.page ?? 1,
          rows: query.rows ?? 30,
          providers: query.providers?.length ? query.providers.join(',') : undefined,
          searchText: query.searchText?.trim() || undefined,
        },
        schema: z.array(gameSchema),
      })
      return { data, totalCount: totalCount ?? data.length }
    },
    /** `POST /game/toggle-like {gameId, like}` (login): follows or unfollows a game. */
    async toggleLike(gameId: number, like: boolean): Promise<{ gameId: number; isFollow: number }> {
      const { data } = await http.request({
        path: '/game/toggle-like',
        json: { gameId, like: like ? 1 : 0 },
        schema: z.object({ gameId: z.number().int(), isFollow: z.number().int() }),
      })
      return data
    },
    /** `GET /live/play` (login, members only): the URL that opens the game. */
    async play(query: PlayQuery): Promise<string> {
      const { data } = await http.request({
        path: '/live/play',
        query: {
          liveCode: query.liveCode,
          gameType: query.gameType,
          isMobile: query.isMobile === false ? 0 : 1,
          gameKind: query.gameKind || undefined,
        },
        schema: z.string().min(1),
      })
      return data
    },
    /** `GET /api/live/allLiveGames`: every third-party game. */
    async allLiveGames(): Promise<LiveGame[]> {
      return (await http.request({ path: '/api/live/allLiveGames', schema: z.array(liveGameSchema) })).data
    },
    /**
     * `GET /api/live/gameReportList` (login): the member's casino totals per game of `gameCodes` in the
     * range. Callers skip the call when there are no game codes.
     */
    async casinoReport(query: CasinoRange & { gameCodes: readonly string[] }): Promise<CasinoReportRow[]> {
      const { data } = await http.request({
        path: '/api/live/gameReportList',
        query: { gameCodes: query.gameCodes.join(','), startDate: query.startDate, endDate: query.endDate },
        schema: z.array(casinoReportRowSchema),
      })
      return data
    },
    /** `GET /api/live/br` (login): a page of the member's casino rounds, newest first, with the total. */
    async casinoRounds(
      query: CasinoRange & { gameCode?: string | undefined; page?: number; rows?: number },
    ): Promise<{ rows: CasinoRound[]; total: number }> {
      const { data, totalCount } = await http.request({
        path: '/api/live/br',
        query: {
          gameCode: query.gameCode || undefined,
          startDate: query.startDate,
          endDate: query.endDate,
          page: query.page ?? 1,
          rows: query.rows ?? 20,
        },
        schema: z.array(casinoRoundSchema),
      })
      return { rows: data, total: totalCount ?? data.length }
    },
  }
}
