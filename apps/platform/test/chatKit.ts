import { randomBytes } from 'node:crypto'
import {
  type ChatRoom,
  type ChatServerFrame,
  chatCommands,
  chatSocketUrl,
  createLiuheApi,
  parseChatFrame,
} from '@liuhe/api'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { WebSocket } from 'ws'
import { hashPassword } from '../src/auth/passwords'
import { CHAT_SETTINGS_KEY, type ChatSettings } from '../src/chat/config'
import { createStores } from '../src/store'
import { configKeys } from '../src/store/config'
import { startTestPlatform } from './harness'
import { countIn, type TestEnv, walletKit } from './walletKit'

/** A test's chat socket: every frame kept, waits for a frame or a command's ack, never for time. */
export interface TestSocket {
  frames: ChatServerFrame[]
  /** The first frame at or after index `from` matching `match` (waits for it). */
  next(match: (frame: ChatServerFrame) => boolean, from?: number): Promise<ChatServerFrame>
  /** The frames of a command up to (excluding) the first frame matching `until`. */
  before(until: (frame: ChatServerFrame) => boolean): ChatServerFrame[]
  /** Sends a client command with a fresh ref and resolves with its ack's content. */
  request(frame: Record<string, unknown>): Promise<AckContent>
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>
  close(): void
}

/** An ack frame's content. */
export interface AckContent {
  ref: string
  ok: boolean
  code?: string
  msg?: string
  seq?: number
  /** A READ's mark (chat/reads.ts). */
  last_read_id?: number
  /** People in the room at JOIN (chat/socket.ts). */
  online?: number
  message?: { id: number; seq: number; room_id: number; content: { body: string; type: string } }
}

/** What the chat tests need around one test platform: members, staff, guests, sockets and config. */
export function chatKit(env: TestEnv, prefix: string) {
  const kit = walletKit(env, prefix)
  const stores = createStores(env.queries)
  const sockets: WebSocket[] = []

  // One password hash for every chat member: hashing is slow on purpose, and the tests make hundreds.
  const passwordHash = hashPassword('Secret123')
  let members = 0

  /** A new member holding `yuan` 元 (opened with its ledger row), signed in for a year. */
  async function member(yuan: number, vipLevel: number) {
    const now = env.clock.now()
    members++
    const account = `${prefix}${String(members).padStart(4, '0')}`
    const userId = await stores.users.insertUser({ account, passwordHash, type: 'HY', createdAt: now })
    await env.queries
      .updateTable('users')
      .set({ vip_level: vipLevel })
      .where('user_id', '=', userId)
      .execute()
    await stores.wallet.post({ userId, type: 'opening', amountFen: Math.round(yuan * 100), at: now })
    await stores.responsible.confirmAdult(userId, now)
    const token = await stores.users.issueToken(userId, now, 365 * 86_400_000)
    return { api: createLiuheApi({ origin: env.origin, token }), userId, token, account }
  }

  /** A member who may chat (VIP 3: VIP 1's rech_level disables chat), with its chat client and chat id. */
  async function chatMember(yuan = 100, options: { vipLevel?: number; staff?: boolean } = {}) {
    const made = await member(yuan, options.vipLevel ?? 3)
    if (options.staff)
      await env.queries
        .updateTable('users')
        .set({ chat_level: 2 })
        .where('user_id', '=', made.userId)
        .execute()
    const chatToken = await made.api.chat.tokenGeneration(made.userId)
    const chat = createLiuheApi({ origin: env.origin, token: chatToken.token }).chat
    return { ...made, chat, chatToken, chatId: chatToken.user_id }
  }

  /** A guest identity with its chat client. */
  async function chatGuest() {
    const identity = await createLiuheApi({ origin: env.origin }).chat.guestIdGeneration()
    return { identity, chat: createLiuheApi({ origin: env.origin, token: identity.token }).chat }
  }

  /**
   * Opens a chat socket with a chat token (and extra upgrade request `headers`, e.g. a forwarded address)
   * and waits until it is open (or closed by the server).
   */
  async function socket(
    token: string,
    isGuest = false,
    headers?: Record<string, string>,
  ): Promise<TestSocket> {
    const ws = new WebSocket(chatSocketUrl(env.origin, '/ws-chat', token, isGuest), { headers })
    sockets.push(ws)
    const frames: ChatServerFrame[] = []
    const waiters: {
      match: (f: ChatServerFrame) => boolean
      from: number
      resolve: (f: ChatServerFrame) => void
    }[] = []
    ws.on('message', (data) => {
      const frame = parseChatFrame(String(data))
      if (!frame) return
      frames.push(frame)
      for (const waiter of [...waiters]) {
        if (frames.length - 1 >= waiter.from && waiter.match(frame)) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(frame)
        }
      }
    })
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('close', () => resolve())
      ws.once('error', reject)
    })
    const next = (match: (f: ChatServerFrame) => boolean, from = 0) => {
      const found = frames.slice(from).find(match)
      if (found) return Promise.resolve(found)
      return new Promise<ChatServerFrame>((resolve) => waiters.push({ match, from, resolve }))
    }
    return {
      frames,
      next,
      before(until) {
        const end = frames.findIndex(until)
        return end < 0 ? [...frames] : frames.slice(0, end)
      },
      async request(frame) {
        const ref = randomBytes(6).toString('hex')
        const from = frames.length
        ws.send(JSON.stringify({ ...frame, ref }))
        const ack = await next(
          (f) =>
            (f.command === chatCommands.ack || f.command === chatCommands.hidden) &&
            (f.content as AckContent).ref === ref,
          from,
        )
        return ack.content as AckContent
      },
      closed,
      close: () => ws.close(),
    }
  }

  /** Changes the chat settings (`chat_settings`). */
  async function settings(over: Partial<ChatSettings>) {
    await stores.config.setConfig(CHAT_SETTINGS_KEY, {
      ...(await stores.config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY)),
      ...over,
    })
  }
  /** Sets the chat maintenance flag of config.json. */
  async function maintenance(on: boolean) {
    const config = await stores.config.requireConfig<Record<string, unknown>>(configKeys.config)
    await stores.config.setConfig(configKeys.config, {
      ...config,
      chat_maintenance_config: { configValue: on ? '1' : '0', message: '系统在维护中，请稍等！' },
    })
  }
  /** Switches chat off (405) or on (`config_chat.enable_chat`). */
  async function available(on: boolean) {
    const config = await stores.config.requireConfig<Record<string, unknown>>(configKeys.configChat)
    await stores.config.setConfig(configKeys.configChat, { ...config, enable_chat: on ? 1 : 0 })
  }

  const count = countIn(env.queries)

  /** A member's main balance and the sum of its main ledger rows. */
  async function balanceAndRows(userId: number) {
    const balance = (await stores.wallet.balancesOf(userId)).moneyFen
    const rows =
      await count`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM ledger WHERE user_id = ${userId} AND wallet = 'main'`
    return { balance, rows }
  }

  return {
    ...kit,
    stores,
    chatMember,
    chatGuest,
    socket,
    settings,
    maintenance,
    available,
    count,
    balanceAndRows,
    closeSockets: () => {
      for (const ws of sockets) ws.terminate()
    },
  }
}

/** True for a message frame of room `roomId` (and body `body`, when given). */
export const isMessage = (roomId: number, body?: string) => (f: ChatServerFrame) => {
  if (f.command !== chatCommands.message) return false
  const m = f.content as { room_id: number; content: { body: string } }
  return m.room_id === roomId && (body === undefined || m.content.body === body)
}

/** What {@link chatTestPlatform} hands a test file once its platform has started. */
export interface ChatTestPlatform {
  env: TestEnv
  kit: ReturnType<typeof chatKit>
  /** The seeded public rooms. */
  rooms: ChatRoom[]
  /** The public room without a game. */
  general: ChatRoom
  /** The public room of game `gameId`. */
  gameRoom(gameId: number): ChatRoom
}

/**
 * A chat test file's platform at `now`: started before the file's tests, with a {@link chatKit} of member
 * accounts named after `prefix`, and handed to `started` (the file keeps what it needs in its own variables);
 * every test's sockets closed and rate limits cleared after it; stopped after the file.
 */
export function chatTestPlatform(now: number, prefix: string, started: (platform: ChatTestPlatform) => void) {
  let platform: ChatTestPlatform | undefined
  beforeAll(async () => {
    const env = await startTestPlatform(now)
    const kit = chatKit(env, prefix)
    const rooms = (await (await kit.chatMember()).chat.rooms()).class_groups.flatMap((g) => g.chatroom)
    const gameRoom = (gameId: number | null) => {
      const room = rooms.find((r) => r.game_id === gameId)
      if (!room) throw new Error(`the seed has no public chat room of game ${gameId}`)
      return room
    }
    platform = { env, kit, rooms, general: gameRoom(null), gameRoom }
    started(platform)
  }, 60_000)
  afterAll(() => platform?.env.stop())
  afterEach(async () => {
    platform?.kit.closeSockets()
    await platform?.kit.stores.config.setConfig('rate_limits', {})
  })
}
