import { isChatMaintenance, RATE_LIMITED_MESSAGE, STAFF_CHAT_LEVEL } from '@liuhe/domain'
import { HttpError } from '../envelope'
import { RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ChatUserRow } from '../store/chat'
import { configKeys } from '../store/config'

/** Config key of the chat service's own settings ({@link ChatSettings}); absent: the defaults. */
export const CHAT_SETTINGS_KEY = configKeys.chatSettings

/** Settings of the chat service an operator (or a test, or the bench) may change. */
export interface ChatSettings {
  /** A payout of at least this many fen sends a win notice to the game's room. */
  winNoticeFen: number
  /** How long clients show the win popup, seconds. */
  winPopupSeconds: number
  /** Sockets one chat user may have open; one more gets the too-many-tabs command. */
  maxSocketsPerUser: number
  /** Largest image upload, bytes. */
  maxImageBytes: number
  /** A socket that sent nothing (clients ping every 15 s) for this long is dropped. */
  socketIdleSeconds: number
}

/** The defaults of {@link ChatSettings}. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  winNoticeFen: 10_000,
  winPopupSeconds: 5,
  maxSocketsPerUser: 5,
  maxImageBytes: 2 * 1024 * 1024,
  socketIdleSeconds: 45,
}

/** The chat settings in force. */
export async function chatSettingsOf(stores: Stores): Promise<ChatSettings> {
  return {
    ...DEFAULT_CHAT_SETTINGS,
    ...(await stores.config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY)),
  }
}

/** Chat refusal texts. */
export const chatRefusals = {
  unavailable: () => new HttpError(405, 'CHAT/UNAVAILABLE', '聊天室目前不可用'),
  maintenance: () => new RefusedError('CHAT/MAINTENANCE', '系统在维护中，请稍等！'),
  tokenInvalid: () => new HttpError(401, 'CHAT/TOKEN_INVALID', '聊天登录已失效，请重新进入'),
  forbidden: () => new HttpError(403, 'CHAT/FORBIDDEN', '您没有权限访问该聊天室'),
  noChat: () => new RefusedError('CHAT/FORBIDDEN', '您暂无聊天权限'),
  staffOnly: () => new HttpError(403, 'CHAT/FORBIDDEN', '仅客服可以进行该操作'),
  silenced: () => new RefusedError('CHAT/SILENCED', '您已被禁言'),
  roomDisabled: () => new RefusedError('CHAT/ROOM_DISABLED', '该聊天室已关闭发言'),
  slowMode: (seconds: number) => new RefusedError('CHAT/SLOW_MODE', `发言过快，请${seconds}秒后再试`),
  rateLimited: () => new RefusedError('SYS/TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE),
  emptyText: () => new RefusedError('SYS/BAD_REQUEST', '消息内容不能为空'),
  tooLong: (max: number) => new RefusedError('SYS/BAD_REQUEST', `消息不能超过${max}个字`),
  badImage: () => new RefusedError('SYS/BAD_REQUEST', '图片地址无效'),
  guestOnly: () => new RefusedError('CHAT/FORBIDDEN', '请先登录'),
}

/** Whether a chat user is staff (customer service agents). */
export const isStaff = (user: ChatUserRow) => user.chatLevel === STAFF_CHAT_LEVEL

/** 403 unless the user is staff. */
export function requireStaff(user: ChatUserRow): void {
  if (!isStaff(user)) throw chatRefusals.staffOnly()
}

/** The parts of the app's `config` the chat reads: VIP levels' chat permission and the maintenance switch. */
export async function chatAppConfig(stores: Stores) {
  return (
    (await stores.config.getConfig<{
      rech_level?: { vipLevel: number; enableChat?: number }[]
      chat_maintenance_config?: { configValue?: string }
    }>(configKeys.config)) ?? {}
  )
}

/** Longest text message: `config_chat.json`'s `max_message_length` (the app reads the same), else 200. */
export async function maxMessageLength(stores: Stores): Promise<number> {
  const chatConfig = await stores.config.getConfig<{ max_message_length?: number }>(configKeys.configChat)
  return Number(chatConfig?.max_message_length ?? 200)
}

/** 405 when chat is switched off (`config_chat.enable_chat` 0). */
export async function assertAvailable(stores: Stores): Promise<void> {
  const chatConfig = await stores.config.getConfig<{ enable_chat?: number }>(configKeys.configChat)
  if (chatConfig && Number(chatConfig.enable_chat ?? 1) === 0) throw chatRefusals.unavailable()
}

/** Refused while `chat_maintenance_config` is anything but '0'. */
export async function assertNotMaintenance(stores: Stores): Promise<void> {
  if (isChatMaintenance((await chatAppConfig(stores)).chat_maintenance_config?.configValue))
    throw chatRefusals.maintenance()
}

/** Whether a user may chat at all: members need `enable_chat` and a VIP level whose rech_level allows it. */
export async function mayChat(stores: Stores, user: ChatUserRow): Promise<boolean> {
  if (isStaff(user) || user.kind === 'service') return true
  if (user.kind === 'guest') return false
  if (user.enableChat === 0) return false
  const level = (await chatAppConfig(stores)).rech_level?.find((l) => l.vipLevel === user.vipLevel)
  return Number(level?.enableChat ?? 1) !== 0
}
