import { HIDDEN_CHAT_COMMAND } from './commands'

/** A chat message as the chat service sends it. */
export interface ChatMessage {
  id: number | string
  /** Numeric string or number. */
  created_at: number | string
  command?: number | string | null
  content?: { userinfo?: { user_id?: number | string; nickname?: string; chatLevel?: number } | null } | null
  room_id?: number | string
}

/**
 * Messages to show: `existing` plus `incoming`, dropping those without content or userinfo, command 70,
 * and repeated ids (the first kept), sorted ascending by created_at.
 */
export function mergeChatMessages<M extends ChatMessage>(
  existing: readonly M[],
  incoming: readonly M[],
): M[] {
  const seen = new Set<string>()
  const kept: M[] = []
  for (const m of [...existing, ...incoming]) {
    if (!m.content?.userinfo || Number(m.command) === HIDDEN_CHAT_COMMAND) continue
    const id = String(m.id)
    if (seen.has(id)) continue
    seen.add(id)
    kept.push(m)
  }
  return kept.sort((a, b) => Number(a.created_at) - Number(b.created_at))
}

/** The chat level of staff whose private messages prompt the recipient. */
export const STAFF_CHAT_LEVEL = 2

/** Pages where the private-message prompt is never shown. */
export const NO_PROMPT_PAGES = ['game-center', 'game', 'lucky-niu-niu'] as const

/**
 * True when a new private message should prompt ('您有一条新消息！'): the sender's chatLevel is 2, the
 * recipient's is not, the user is the addressee, not on the game-center, game or lucky-niu-niu pages, and
 * not already in the chat with that sender.
 */
export function shouldPromptPrivateMessage(input: {
  senderChatLevel: number | null | undefined
  recipientChatLevel: number | null | undefined
  isAddressee: boolean
  page: string
  openChatUserId?: number | string | null
  senderId: number | string
}): boolean {
  if (Number(input.senderChatLevel) !== STAFF_CHAT_LEVEL) return false
  if (Number(input.recipientChatLevel) === STAFF_CHAT_LEVEL || !input.isAddressee) return false
  if ((NO_PROMPT_PAGES as readonly string[]).includes(input.page)) return false
  return String(input.openChatUserId ?? '') !== String(input.senderId)
}

/**
 * True when an invitation to a public room (command 19) should prompt: like the private-message prompt, not
 * on the game-center, game or lucky-niu-niu pages, and not when the user is already in that room. The prompt
 * uses the new-message wording ({@link chatPromptTexts}); 立即查看 opens the room.
 */
export function shouldPromptRoomInvite(input: {
  roomId: number | string
  page: string
  openRoomId?: number | string | null
}): boolean {
  if ((NO_PROMPT_PAGES as readonly string[]).includes(input.page)) return false
  return String(input.openRoomId ?? '') !== String(input.roomId)
}

/** Texts of the new-message and invite prompts. */
export const chatPromptTexts = {
  title: '您有一条新消息！',
  body: '是否立即查看？',
  cancel: '取消',
  confirm: '立即查看',
} as const

/** Chat refusal texts. */
export const chatTexts = {
  maintenance: '系统在维护中，请稍等！',
  unavailable: '聊天室目前不可用',
  tooManyTabs: '您打开的界面过多，请关闭其他的再试试！',
  loggedInElsewhere: '您的账户已在其他设备上登录',
  noPermission: '您暂无聊天权限',
  sessionEnded: '聊天登录已失效，请重新进入',
} as const

/** Cuts text to 8 characters plus an ellipsis when it is longer. */
export function truncate8(text: string | null | undefined): string {
  const chars = [...(text ?? '')]
  return chars.length > 8 ? `${chars.slice(0, 8).join('')}...` : chars.join('')
}

/** The win banner's parts: nickname and game name cut to 8 characters plus ellipsis, reward as 'N元'. */
export function winText(win: {
  nickname?: string | null
  gameName?: string | null
  reward: number | string
}): {
  nickname: string
  gameName: string
  reward: string
} {
  return {
    nickname: truncate8(win.nickname),
    gameName: truncate8(win.gameName),
    reward: `${Number(win.reward)}元`,
  }
}

/** Chat maintenance is on when the config value is anything but '0'. */
export function isChatMaintenance(configValue: string | number | null | undefined): boolean {
  return String(configValue ?? '0') !== '0'
}

/**
 * Chat permission: userInfo.enableChat must not be 0, the VIP level's recharge-level config must not
 * disable chat, and in a room a regular user (chatLevel other than staff's 2) needs the room's enable_chat.
 */
export function canChat(input: {
  enableChat: number | null | undefined
  vipLevelAllowsChat?: boolean
  chatLevel?: number | null
  room?: { enable_chat?: number | null } | null
}): boolean {
  if (Number(input.enableChat ?? 1) === 0 || input.vipLevelAllowsChat === false) return false
  if (!input.room || Number(input.chatLevel) === STAFF_CHAT_LEVEL) return true
  return Number(input.room.enable_chat) === 1
}

/** Chat history page size and the total below which older messages still load. */
export const CHAT_HISTORY_LIMIT = 150

/**
 * Where a chat token failure leads: /chat-rooms from an individual chat page, home from anywhere else,
 * and nowhere (`undefined`) when already home.
 */
export function chatTokenFailureRedirect(pathname: string): string | undefined {
  if (/^\/chat-rooms\/[^/]+/.test(pathname)) return '/chat-rooms'
  return pathname === '/' ? undefined : '/'
}

/** Delay before the chat socket reconnects after a close it did not ask for (docs/product.md, "Chat"). */
export const CHAT_RECONNECT_MS = 3000

/** How often the chat config is re-polled while chat is in maintenance (docs/product.md, "Chat"). */
export const CHAT_MAINTENANCE_REPOLL_MS = 120_000

/**
 * When the chat socket reconnects after closing: after {@link CHAT_RECONNECT_MS}, or never (`null`) when
 * the app closed it on purpose (leaving the page, or the too-many-tabs command).
 */
export function chatReconnectDelay(close: { closedOnPurpose: boolean }): number | null {
  return close.closedOnPurpose ? null : CHAT_RECONNECT_MS
}

/** The chat history's paging: the page last asked for and how many messages the room has in all. */
export interface ChatPaging {
  page: number
  /** Messages shown so far. */
  shown: number
  /** Messages the server reports for the room. */
  total: number
}

/**
 * Whether an older page may still load: the server has more than is shown, and fewer than
 * {@link CHAT_HISTORY_LIMIT} are shown (older history stops there).
 */
export function canLoadOlderChatPage(paging: ChatPaging): boolean {
  return paging.shown < paging.total && paging.shown < CHAT_HISTORY_LIMIT
}

/** The page to ask for next when scrolling up. */
export function nextOlderChatPage(paging: Pick<ChatPaging, 'page'>): number {
  return paging.page + 1
}

/** After an older page failed to load, the page number steps back so the same page is asked for again. */
export function chatPageAfterFailure(page: number): number {
  return Math.max(1, page - 1)
}

/** What a failed chat history call leads to: 403 → login, 405 → home with 聊天室目前不可用, else an error. */
export type ChatFailureOutcome = 'login' | 'unavailable' | 'error'

/** Maps a failed chat call's HTTP status (or the chat service's code) to {@link ChatFailureOutcome}. */
export function chatFailureOutcome(status: number | null | undefined): ChatFailureOutcome {
  if (status === 403 || status === 401) return 'login'
  if (status === 405) return 'unavailable'
  return 'error'
}
