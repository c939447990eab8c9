import { type ChatApi, isApiError } from '@liuhe/api'
import { chatFailureOutcome, chatTexts, chatTokenFailureRedirect, loginRedirect } from '@liuhe/domain'
import { redirect } from '@remix-run/node'
import { pageAddress } from '#app/server/auth/guard.server.ts'
import { commitSession, getSession } from '#app/server/auth/session.server.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { gameSocketBase, platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

/**
 * Who chats, as the browser needs it: the chat token (the socket needs it in the browser; docs/product.md,
 * "Chat"), never the access token, which stays in the httpOnly session cookie.
 */
export interface ChatIdentity {
  token: string
  /** The chat socket's full address, `?token=…` (and `&isGuest=1`) included. */
  socketUrl: string
  /** The chat user id (messages' userinfo.user_id). */
  chatUserId: number
  nickname: string
  avatarId: number
  chatLevel: number
  /** 0 when the user may not speak (guests, chat permission off). */
  enableChat: number
  isGuest: boolean
}

/** A chat identity with the server-side client that calls the chat service as that user. */
export interface ChatSession {
  identity: ChatIdentity
  chat: ChatApi
  /** `Set-Cookie` for a new guest identity; undefined when the session did not change. */
  setCookie?: string
}

function socketAddress(socketPath: string, token: string, isGuest: boolean): string {
  const url = new URL(socketPath, `${gameSocketBase()}/`)
  url.searchParams.set('token', token)
  if (isGuest) url.searchParams.set('isGuest', '1')
  return url.toString()
}

/**
 * The chat identity of a request: a member's chat token for their session, or (when `guests` allows it) the
 * stored guest identity, made on first use and kept in the session (user_guest_id, user_guest_name,
 * user_guest_hash_id, chat_login_token). Without `guests` a visitor is sent to log in.
 */
export async function chatSession(
  request: Request,
  options: { guests?: boolean } = {},
): Promise<ChatSession> {
  const state = await getViewer(request)
  if (state.token && state.profile) {
    const chat = platformFor(request, state.token).chat
    const answer = await chat.tokenGeneration(state.profile.userInfo.userId)
    return {
      chat,
      identity: {
        token: answer.token,
        socketUrl: socketAddress(answer.socket_url, answer.token, false),
        chatUserId: answer.user_id,
        nickname: answer.nickname,
        avatarId: answer.avatarId,
        chatLevel: answer.chatLevel,
        enableChat: answer.enableChat,
        isGuest: false,
      },
    }
  }
  if (!options.guests) throw redirect(loginRedirect(pageAddress(request)))
  const session = await getSession(request)
  let token = session.get('chat_login_token')
  let setCookie: string | undefined
  let id = Number(session.get('user_guest_id'))
  let name = session.get('user_guest_name') ?? ''
  let socketPath = '/ws-chat'
  if (!token || !id) {
    const guest = await platformFor(request).chat.guestIdGeneration()
    token = guest.token
    id = guest.id
    name = guest.name
    socketPath = guest.socket_url
    session.set('chat_login_token', guest.token)
    session.set('user_guest_id', String(guest.id))
    session.set('user_guest_name', guest.name)
    session.set('user_guest_hash_id', guest.hash_id)
    setCookie = await commitSession(session)
  }
  return {
    chat: platformFor(request, token).chat,
    setCookie,
    identity: {
      token,
      socketUrl: socketAddress(socketPath, token, true),
      chatUserId: id,
      nickname: name,
      avatarId: 1,
      chatLevel: 0,
      enableChat: 0,
      isGuest: true,
    },
  }
}

/** What a chat page shows instead of the chat while the service is in maintenance. */
export interface ChatMaintenance {
  maintenance: true
  message: string
}

/**
 * Turns a failed chat call into the page's answer: 403 → login; 405 → home with 聊天室目前不可用;
 * maintenance → the maintenance state (the page re-polls every 120 s); an invalid chat token → the guest
 * identity is dropped and the user sent on (the room list from a chat, else home); anything else → the
 * route's error page.
 */
export async function chatFailure(request: Request, error: unknown): Promise<ChatMaintenance> {
  if (error instanceof Response) throw error
  if (isApiError(error, 'CHAT/MAINTENANCE')) return { maintenance: true, message: chatTexts.maintenance }
  if (isApiError(error, 'CHAT/TOKEN_INVALID')) {
    const session = await getSession(request)
    session.unset('chat_login_token')
    session.unset('user_guest_id')
    const to = chatTokenFailureRedirect(new URL(request.url).pathname) ?? '/'
    throw redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  const status = isApiError(error) ? (error.code === 'CHAT/UNAVAILABLE' ? 405 : error.status) : undefined
  const outcome = chatFailureOutcome(status)
  if (outcome === 'login') throw redirect(loginRedirect(pageAddress(request)))
  if (outcome === 'unavailable') {
    const session = await getSession(request)
    session.flash('toast', chatTexts.unavailable)
    throw redirect('/', { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  platformFailure(error)
}

/** Response headers of a chat page: never cached, and the guest identity's cookie when one was made. */
export function chatHeaders(setCookie?: string): HeadersInit {
  return setCookie
    ? { 'Cache-Control': 'private, no-store', 'Set-Cookie': setCookie }
    : { 'Cache-Control': 'private, no-store' }
}
