import type { Game, GameCategory, LiuheApi } from '@liuhe/api'
import {
  GAME_LIST_PAGE,
  hotGames,
  isInMaintenance,
  isTrial,
  joinNotices,
  sortCarousel,
  type TimeZoneSetting,
  type Viewer,
  type WalletBreakdown,
} from '@liuhe/domain'
import { balanceOf, type ViewerState, walletOf } from '#app/server/auth/viewer.server.ts'
import { assetUrl } from '#app/server/platform/platform.server.ts'

/** The viewer as the game pages need it: the rule input, and what the header shows. */
export interface GamesViewer {
  /** The domain's viewer (plain data: safe to send to the browser, it holds no token). */
  viewer: Viewer
  /** Balance shown in the header (money plus liveMoney), when signed in. */
  balance: number | null
  /** The wallets behind it (the header's breakdown), when signed in. */
  wallet: WalletBreakdown | null
  /** A trial account (userInfo.type TEST). */
  trial: boolean
}

/** The viewer as the game pages need it, from the request's viewer. */
export function gamesViewerOf(state: ViewerState): GamesViewer {
  return {
    viewer: state.viewer,
    balance: balanceOf(state),
    wallet: walletOf(state),
    trial: isTrial(state.viewer),
  }
}

/** A game as the grid and the launch flow need it. */
export interface GameView {
  gameId: number
  gameName: string
  type: string
  imageUrl: string
  landscapeUrl: string
  isFollow: number
  liveCode: string
  gameCode: string
  gameKind: string
  providerName: string
  maintain: string
  appDisplay: number
  inMaintenance: boolean
}

/** Shapes a platform game for the page; maintenance is read now, in the system time zone. */
export function toGameView(game: Game, nowMs: number, timeZone: TimeZoneSetting): GameView {
  return {
    gameId: game.gameId,
    gameName: game.gameName,
    type: game.type,
    imageUrl: assetUrl(game.imageUrl),
    landscapeUrl: assetUrl(game.landscapeUrl),
    isFollow: game.isFollow,
    liveCode: game.liveCode,
    gameCode: game.gameCode,
    gameKind: game.gameKind,
    providerName: game.providerName,
    maintain: game.maintain,
    appDisplay: game.appDisplay,
    inMaintenance: isInMaintenance(game.maintain, nowMs, timeZone),
  }
}

/** One page of a category's games. */
export interface GamePage {
  games: GameView[]
  page: number
  totalCount: number
}

/** Query of a game page. */
export interface GamePageQuery {
  category: GameCategory
  page: number
  providers: readonly string[]
  searchText: string
}

/** The system time zone of the settings (config.json sys_config.time_zone); China time when unknown. */
export async function systemTimeZone(api: LiuheApi): Promise<TimeZoneSetting> {
  try {
    return (await api.content.config()).sys_config.time_zone || 'Asia/Shanghai'
  } catch {
    return 'Asia/Shanghai'
  }
}

/** One page of games (30 rows); the hot list sorted hottest first. */
export async function loadGamePage(
  api: LiuheApi,
  query: GamePageQuery,
  timeZone: TimeZoneSetting,
  nowMs: number,
): Promise<GamePage> {
  const { data, totalCount } = await api.games.listAll({
    groupType: query.category,
    page: query.page,
    rows: GAME_LIST_PAGE.rows,
    providers: query.providers,
    searchText: query.searchText,
  })
  const ordered = query.category === 'hot' ? hotGames(data) : data
  return { games: ordered.map((g) => toGameView(g, nowMs, timeZone)), page: query.page, totalCount }
}

/** Provider choices of each category (all platforms first), and the category names. */
export async function loadCategories(api: LiuheApi) {
  const groups = await api.games.groupTypes()
  return groups.map((g) => ({
    key: g.groupType,
    providers: g.providers.map((p) => ({
      liveCode: p.liveCode,
      providerName: p.providerName,
      providerUrl: p.providerUrl ? assetUrl(p.providerUrl) : undefined,
    })),
  }))
}

/** Carousel slides, the marquee text, the popup notices and the chat switch; failures show as empty. */
export async function loadGameCenterContent(api: LiuheApi) {
  const [carousel, marquee, popup, chat, company] = await Promise.allSettled([
    api.content.carousel(),
    api.content.notices('lottery_notice'),
    api.content.notices('index_notice'),
    api.content.chatConfig(),
    api.content.company(),
  ])
  const value = <T>(r: PromiseSettledResult<T>) => (r.status === 'fulfilled' ? r.value : undefined)
  return {
    slides: sortCarousel(value(carousel) ?? []).map((s) => ({
      id: s.id,
      imageUrl: assetUrl(s.noticeContent),
      href: s.redirectUrl || undefined,
      alt: s.noticeTitle,
    })),
    marquee: joinNotices(value(marquee) ?? []),
    notices: (value(popup) ?? []).map((n) => ({ id: n.id, title: n.noticeTitle, content: n.noticeContent })),
    chatEnabled: value(chat)?.enable_chat === 1,
    company: {
      name: value(company)?.name ?? '六合彩',
      logoUrl: assetUrl(value(company)?.logoUrl),
      appDisplay: value(company)?.appDisplay ?? 0,
    },
  }
}
