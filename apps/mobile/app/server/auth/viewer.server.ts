import { isApiError, type UserProfile } from '@liuhe/api'
import {
  avatarIdOf,
  displayedBalance,
  guestViewer,
  isAgent,
  isTrial,
  isVip,
  loginRedirect,
  type Viewer,
  type WalletBreakdown,
  walletBreakdown,
} from '@liuhe/domain'
import { data, redirect } from '@remix-run/node'
import { AGENT_ONLY_MESSAGE, pageAddress } from '#app/server/auth/guard.server.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { currentRequestScope } from '#app/server/request/requestScope.server.ts'

/** Who is using the app, as one request sees it. */
export interface ViewerState {
  /** The access token (server only: never return it from a loader). */
  token?: string
  /** The profile, when signed in and the platform answered. */
  profile: UserProfile | null
  /** The domain's view of the user, for the access rules. */
  viewer: Viewer
  /** The platform's message when the token was refused (invalid, expired, signed in elsewhere). */
  expiredMessage?: string
}

/** What the pages may show about the signed-in user (never the token). */
export interface ViewerSummary {
  account: string
  isTrial: boolean
  isAgent: boolean
  isVip: boolean
  /** money + liveMoney. */
  balance: number
  /** The wallets behind it, fen: the lottery wallet (money) and the third-party games' (liveMoney). */
  wallet: WalletBreakdown
  vipLevel: number
  avatarId: number
  unreadCount: number
}

const states = new WeakMap<Request, Promise<ViewerState>>()

async function load(request: Request): Promise<ViewerState> {
  const token = await getAccessToken(request)
  if (!token) return { profile: null, viewer: guestViewer }
  try {
    const profile = await platformFor(request, token).user.info()
    return {
      token,
      profile,
      viewer: { hasToken: true, userInfo: profile.userInfo, extInfo: profile.extInfo },
    }
  } catch (error) {
    if (isApiError(error) && error.isUnauthenticated) {
      return { profile: null, viewer: guestViewer, expiredMessage: error.message || '登录已失效，请重新登录' }
    }
    // The platform is unreachable: keep the user signed in; the page's own calls report the failure.
    return { token, profile: null, viewer: { hasToken: true } }
  }
}

/**
 * The viewer of a request (the profile is fetched once per request, however many loaders ask). Each loader
 * gets its own copy of the `Request`, so the viewer is kept in the request's scope (requestScope.server.ts),
 * by method and cookie: an action (POST) reads its own, and the loaders that run after it in the same request
 * (GET copies) read the profile anew, as the action may have changed it. Outside the app server (Vite's dev
 * server) it is kept by the `Request`.
 */
export function getViewer(request: Request): Promise<ViewerState> {
  const scope = currentRequestScope()
  const key = `viewer ${request.method} ${request.headers.get('cookie') ?? ''}`
  let state = (scope ? scope.get(key) : states.get(request)) as Promise<ViewerState> | undefined
  if (!state) {
    state = load(request)
    if (scope) scope.set(key, state)
    else states.set(request, state)
  }
  return state
}

/**
 * Starts a member page's own platform reads at once with the session's access token, beside the profile call
 * that checks the token (`getViewer`), instead of after it: the page waits for one platform round trip less
 * (docs/architecture.md, "Members' pages: shared reads and slim cards"). Await the answer only once
 * `getViewer` or `requireViewer` has accepted the token: for a guest the answer is a refusal, and when the
 * platform refused the token it refused these reads too; an answer nobody awaits is dropped without an
 * unhandled rejection.
 */
export function readBesideViewer<T>(request: Request, read: (token: string) => Promise<T>): Promise<T> {
  const answer = getAccessToken(request).then((token) => {
    if (!token) throw new Error('no access token')
    return read(token)
  })
  answer.catch(() => {})
  return answer
}

/** A signed-in viewer: the token is there (the profile may be missing while the platform is down). */
export type SignedInViewer = ViewerState & { token: string }

/**
 * The viewer of a page that needs login: a guest is sent to the login page with this page to come back to;
 * with `{ agent: true }` a member without agent rights gets a 403. Loaders call it before anything else.
 */
export async function requireViewer(
  request: Request,
  options: { agent?: boolean } = {},
): Promise<SignedInViewer> {
  const state = await getViewer(request)
  if (!state.token) throw redirect(loginRedirect(pageAddress(request)))
  if (options.agent && !isAgent(state.viewer)) throw data({ message: AGENT_ONLY_MESSAGE }, { status: 403 })
  return state as SignedInViewer
}

/**
 * The session's access token for an action whose platform call checks the token itself (placing a bet): a
 * guest is sent to the login page as by {@link requireViewer}, but a member's action makes no profile call
 * first and waits for one platform round trip, not two. When the platform refuses the token, the action's
 * own call answers that (`isUnauthenticated`) and the action sends the user to log in.
 */
export async function requireSessionToken(request: Request): Promise<string> {
  const token = await getAccessToken(request)
  if (!token) throw redirect(loginRedirect(pageAddress(request)))
  return token
}

/** The balance the header shows (money plus liveMoney), or null for a guest or while the profile is missing. */
export function balanceOf(state: ViewerState): number | null {
  return state.profile ? displayedBalance(state.profile.extInfo) : null
}

/**
 * The member's wallets (the domain's `walletBreakdown`): the lottery wallet that bets, red packets and
 * withdrawals spend, the third-party games' wallet and their total; null for a guest or while the profile
 * is missing.
 */
export function walletOf(state: ViewerState): WalletBreakdown | null {
  return state.profile ? walletBreakdown(state.profile.extInfo) : null
}

/** The profile as the pages show it. */
export function summarize(profile: UserProfile | null): ViewerSummary | null {
  if (!profile) return null
  const viewer: Viewer = { hasToken: true, userInfo: profile.userInfo, extInfo: profile.extInfo }
  return {
    account: profile.userInfo.account,
    isTrial: isTrial(viewer),
    isAgent: isAgent(viewer),
    isVip: isVip(viewer),
    balance: displayedBalance(profile.extInfo),
    wallet: walletBreakdown(profile.extInfo),
    vipLevel: profile.userInfo.vipLevel,
    avatarId: avatarIdOf(profile.userInfo.avatarId),
    unreadCount: profile.unReadCount,
  }
}
