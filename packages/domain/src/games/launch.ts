import { TRIAL_BLOCKED_MESSAGE } from '../access/permissions'
import { isLoggedIn, isTrial, type Viewer } from '../access/viewer'
import { isInMaintenance, type TimeZoneSetting } from '../time/timeZone'
import { type GameLike, gameCenterTexts } from './catalogue'

/** Lottery games have type LOTTERY. */
export const LOTTERY_TYPE = 'LOTTERY'

/** A third-party game: not a lottery and launched through a provider's liveCode. */
export function isThirdPartyGame(game: GameLike): boolean {
  return game.type !== LOTTERY_TYPE && Boolean(game.liveCode)
}

/** What tapping a game does. */
export type LaunchDecision =
  | { kind: 'maintenance' }
  | { kind: 'navigate'; path: string }
  | { kind: 'trial-blocked'; message: string }
  | { kind: 'login-required'; path: '/auth/login' }
  | { kind: 'confirm-third-party'; message: string }

/**
 * The launch steps of section 4: a game in maintenance (now, in the system time zone, inside its maintain
 * range) does nothing; the product's own games navigate to /game/{gameId} for anyone; third-party games
 * are refused to trial accounts, send guests to login, and ask members to confirm 立即进入游戏!.
 */
export function launchDecision(
  game: GameLike,
  viewer: Viewer,
  nowMs: number,
  timeZone: TimeZoneSetting,
): LaunchDecision {
  if (isInMaintenance(game.maintain, nowMs, timeZone)) return { kind: 'maintenance' }
  if (!isThirdPartyGame(game)) return { kind: 'navigate', path: `/game/${game.gameId}` }
  if (isTrial(viewer)) return { kind: 'trial-blocked', message: TRIAL_BLOCKED_MESSAGE }
  if (!isLoggedIn(viewer)) return { kind: 'login-required', path: '/auth/login' }
  return { kind: 'confirm-third-party', message: gameCenterTexts.confirmLaunch }
}

/** Query of the play-link request (GET /live/play) for a third-party game. */
export function playLinkParams(game: GameLike, isMobile: boolean): Record<string, string> {
  const params: Record<string, string> = {
    liveCode: game.liveCode ?? '',
    gameType: game.gameCode ?? '',
    isMobile: isMobile ? '1' : '0',
  }
  if (game.gameKind) params.gameKind = game.gameKind
  return params
}

/** A launch click is ignored while loading or within 100 ms of the previous one. */
export const LAUNCH_CLICK_LOCK_MS = 100

/** True when a launch click at `nowMs` is taken (not loading, and 100 ms since the last taken click). */
export function acceptsLaunchClick(
  lastClickMs: number | undefined,
  nowMs: number,
  loading: boolean,
): boolean {
  return !loading && (lastClickMs === undefined || nowMs - lastClickMs >= LAUNCH_CLICK_LOCK_MS)
}

/** Default message of a failed launch. */
export const LAUNCH_FAILED_MESSAGE = '操作频繁，请稍后试试'
/** Error codes whose server message is shown as it is. */
export const LAUNCH_SERVER_MESSAGE_CODES: readonly string[] = [
  'LIVE/maintenance',
  'USER_IN_BLACKLIST',
  'LIVE/BLACK_USER',
  'UC/ACCOUNT_STATE_ERROR',
]

/** The 3 s toast of a failed launch: the server message for the listed codes, KY/0 its own, else the default. */
export function launchErrorMessage(
  code: string | null | undefined,
  serverMsg: string | null | undefined,
): string {
  if (code === 'KY/0') return '您正在牌局中，请稍后再试！'
  if (code && LAUNCH_SERVER_MESSAGE_CODES.includes(code) && serverMsg) return serverMsg
  return LAUNCH_FAILED_MESSAGE
}
