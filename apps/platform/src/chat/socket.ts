import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { chatCommands, failureTexts } from '@liuhe/domain'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { HttpError } from '../envelope'
import { RefusedError } from '../errors'
import {
  forwardedClientIp,
  PROXY_SECRET_HEADER,
  type ProxySecret,
  proxyVouches,
  type TrustedProxies,
} from '../http/rateLimit'
import { type Bus, createLocalBus } from '../shared/bus'
import { createLocalPresence, type Presence } from '../shared/presence'
import {
  frameBudget,
  readFrame,
  SOCKET_CLOSE,
  SOCKET_FRAME_BURST,
  SOCKET_MAX_PAYLOAD_BYTES,
} from '../socketFrames'
import type { ChatUserRow } from '../store/chat'
import { CHAT_SOCKET_PATH, type ChatBroadcaster, frameOf, messageOf } from './frames'
import { createQueue, type Queue } from './queue'
import type { ChatService } from './service'

interface Connection {
  ws: WebSocket
  userId: number
  token: string
  ip: string
  rooms: Set<number>
  lastHeard: number
  budget: ReturnType<typeof frameBudget>
  /**
   * The frames of this socket, handled one after another in the order they arrived (a SEND waits for the
   * rate limiter and its transaction: the frames after it wait for it, so their answers keep that order).
   */
  frames: Queue
}

/** Close codes of the chat socket. */
export const CHAT_CLOSE = {
  /** The token opens no session (at the upgrade, or on a frame once its login was revoked or expired). */
  tokenInvalid: 4001,
  replaced: 4002,
  /** The socket's login ended: logout or a password change (`ChatBroadcaster.endSessions`). */
  sessionEnded: 4003,
  tooManyTabs: 4009,
  unavailable: 4005,
} as const

const ref = z.string().max(128).optional()
const roomId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
/** Every frame a chat-socket client may send (`ChatClientFrame` of `@liuhe/api`). */
const clientFrameSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('PING'), ref }),
  z.object({ command: z.literal('JOIN'), room_id: roomId, ref }),
  z.object({ command: z.literal('LEAVE'), room_id: roomId, ref }),
  z.object({
    command: z.literal('READ'),
    room_id: roomId,
    message_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ref,
  }),
  z.object({
    command: z.literal('SEND'),
    room_id: roomId,
    type: z.string().max(32).optional(),
    body: z.string().optional(),
    ref,
  }),
])
type ClientFrame = z.infer<typeof clientFrameSchema>

/** The `ref` of a frame that did not pass the schema, when it has a readable one. */
function refOf(json: unknown): string {
  const value = typeof json === 'object' && json !== null ? (json as { ref?: unknown }).ref : undefined
  return typeof value === 'string' && value.length <= 128 ? value : ''
}

const frameText = z.string().max(1024 * 1024)
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
/**
 * One {@link ChatBroadcaster} call as it travels between processes (shared/bus.ts), checked again by every
 * process that receives it: each process applies it to its own sockets.
 */
const fanoutSchema = z.discriminatedUnion('to', [
  z.object({
    to: z.literal('room'),
    roomId: id,
    frame: frameText,
    mutedBy: z.array(id).max(100_000).optional(),
  }),
  z.object({ to: z.literal('user'), chatUserId: id, frame: frameText }),
  z.object({ to: z.literal('all'), frame: frameText }),
  z.object({
    to: z.literal('endTokens'),
    tokens: z.array(z.string().max(256)).max(10_000),
    frame: frameText,
  }),
  z.object({ to: z.literal('endSessions'), chatUserId: id }),
])
type Fanout = z.infer<typeof fanoutSchema>

/** The bus channel of chat frames: one channel, so every process applies them in one order. */
export const CHAT_FANOUT_CHANNEL = 'chat-fanout'

/** The shortest time between two online-count frames (`chatCommands.roomOnline`) of one room. */
export const ROOM_ONLINE_EVERY_MS = 1_000

/** Unsent bytes a socket may queue before it is dropped as not reading. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024

/** The client address of an upgrade request, read as HTTP requests' is (`forwardedClientIp`). */
function ipOf(request: IncomingMessage, trustedProxies?: TrustedProxies, proxySecret?: ProxySecret): string {
  return forwardedClientIp(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustedProxies,
    proxyVouches(proxySecret, request.headers[PROXY_SECRET_HEADER]),
  )
}

/**
 * The chat socket hub: `/ws-chat?token=…[&isGuest=1]` connections on the platform's HTTP server, rooms
 * joined per connection, and the {@link ChatBroadcaster} the chat service sends through. Client commands
 * (`JOIN`, `LEAVE`, `SEND`, `READ`, `PING`) are answered with an ack frame (command 30) carrying their `ref`,
 * each socket's frames in the order they arrived. Broadcasts go out on the bus (`options.bus`): on this
 * process's own bus they are applied synchronously right after the message's transaction committed, a room's
 * messages one after another (`ChatDeps.inRoomOrder`), so every socket gets a room's messages in the order
 * of their sequence numbers; on Redis every process applies them in the one order Redis received them
 * (shared/bus.ts), which for two messages stored by two processes in the same instant may differ from their
 * sequence numbers (the client orders a room's messages by `seq`).
 */
export function createChatHub(
  options: {
    sweepEveryMs?: number
    now?: () => number
    trustedProxies?: TrustedProxies
    proxySecret?: ProxySecret
    /**
     * Where frames fan out (shared/bus.ts): every process's hub on one bus applies a broadcast made by any of
     * them to its own sockets. Default: this process alone.
     */
    bus?: Bus
    /**
     * The people in rooms held by the other processes (shared/presence.ts), which this hub's room counts
     * add to its own. Default: this process alone.
     */
    presence?: Presence
  } = {},
) {
  const {
    sweepEveryMs = 15_000,
    now = Date.now,
    bus = createLocalBus(),
    presence = createLocalPresence(),
  } = options
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES })
  const connections = new Set<Connection>()
  const byRoom = new Map<number, Set<Connection>>()
  const byUser = new Map<number, Set<Connection>>()
  let service: ChatService | undefined

  const add = <K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) => {
    const set = map.get(key) ?? new Set<Connection>()
    map.set(key, set)
    set.add(conn)
  }
  const remove = <K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) => {
    const set = map.get(key)
    set?.delete(conn)
    if (set?.size === 0) map.delete(key)
  }
  const forget = (conn: Connection) => {
    if (!connections.delete(conn)) return
    for (const room of conn.rooms) {
      remove(byRoom, room, conn)
      pushOnline(room)
    }
    remove(byUser, conn.userId, conn)
  }

  /**
   * The online count of each room with sockets here: when it was last sent, the count sent, and the frame
   * waiting for the rest of its second.
   */
  const onlineSent = new Map<number, { at: number; people: number; timer?: ReturnType<typeof setTimeout> }>()
  /**
   * Sends a room's people count (`chatCommands.roomOnline`) to its sockets on this process after someone
   * joined or left it (or another process reported its count): at once, or — within
   * {@link ROOM_ONLINE_EVERY_MS} of the last one — once that second is over, with the count as it is then.
   * An unchanged count is not sent again. Each process tells its own sockets, so the frame does not travel
   * on the bus.
   */
  const pushOnline = (roomId: number) => {
    const last = onlineSent.get(roomId)
    if (last?.timer) return
    const send = () => {
      const state = onlineSent.get(roomId)
      if (state) state.timer = undefined
      const joined = byRoom.get(roomId)
      if (!joined) return onlineSent.delete(roomId)
      const people = broadcaster.peopleIn(roomId)
      if (state?.people === people) return
      onlineSent.set(roomId, { at: now(), people })
      sendTo(joined, frameOf(chatCommands.roomOnline, { room_id: roomId, online: people }))
    }
    const wait = last ? last.at + ROOM_ONLINE_EVERY_MS - now() : 0
    if (wait <= 0 || !last) return send()
    last.timer = setTimeout(send, wait)
    last.timer.unref?.()
  }
  /** Sends one prepared frame (encoded once for all its sockets). */
  const sendTo = (targets: Iterable<Connection>, frame: string) => {
    const data = Buffer.from(frame)
    for (const conn of targets) {
      if (conn.ws.readyState !== WebSocket.OPEN) continue
      // A peer that stopped reading would make the platform hold every later frame for it: it is dropped,
      // and its client reconnects and reloads the history.
      if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        forget(conn)
        conn.ws.terminate()
        continue
      }
      conn.ws.send(data, { binary: false })
    }
  }

  /** Drops the sockets silent (clients ping every 15 s) for `socketIdleSeconds`; resolves with how many. */
  const sweep = async (atMs = now()): Promise<number> => {
    const idleMs = ((await service?.settings())?.socketIdleSeconds ?? 45) * 1000
    let dropped = 0
    for (const conn of connections) {
      if (atMs - conn.lastHeard <= idleMs) continue
      forget(conn)
      conn.ws.terminate()
      dropped++
    }
    return dropped
  }
  const sweeper =
    sweepEveryMs > 0
      ? setInterval(() => {
          sweep().catch((error: unknown) => console.error('chat socket: the idle sweep failed', error))
        }, sweepEveryMs)
      : undefined
  sweeper?.unref?.()

  const refusal = (error: unknown) =>
    error instanceof RefusedError || error instanceof HttpError
      ? { code: error.code, msg: error.message }
      : { code: 'SYS/ERROR', msg: failureTexts.system }

  /** Closes a connection now: it gets no more frames. */
  const end = (conn: Connection, code: number, reason: string) => {
    forget(conn)
    conn.ws.close(code, reason)
  }

  /**
   * Whatever a frame holds, it costs this one connection at most: never the process. It counts against the
   * frame budget as it arrives, and is handled once the frames before it were ({@link Connection.frames}).
   */
  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): unknown {
    try {
      if (conn.ws.readyState !== WebSocket.OPEN) return
      conn.lastHeard = now()
      if (!conn.budget.take()) return end(conn, SOCKET_CLOSE.policyViolation, 'too many frames')
      if (isBinary) return end(conn, SOCKET_CLOSE.unsupportedData, 'text frames only')
      // A failure of the frame (a SEND waits for the rate limiter and its transaction) is this connection's.
      conn.frames(() => onText(conn, raw)).catch((error: unknown) => failed(conn, error))
    } catch (error) {
      failed(conn, error)
    }
  }

  /** A text frame, in its turn: answered, or refused with an ack frame (`ok: false`). */
  async function onText(conn: Connection, raw: RawData): Promise<void> {
    // Closed while the frames before it were handled: nothing more is answered.
    if (conn.ws.readyState !== WebSocket.OPEN) return
    // Every frame, PING too, re-reads the token: a socket whose login ended does not live on by pinging.
    if (!(await service?.userOfToken(conn.token)))
      return end(conn, CHAT_CLOSE.tokenInvalid, 'CHAT/TOKEN_INVALID')
    const read = readFrame(raw, clientFrameSchema)
    if (!read.ok) {
      const refused = { code: 'SYS/BAD_REQUEST', msg: `参数错误：${read.field}` }
      conn.ws.send(frameOf(chatCommands.ack, { ref: refOf(read.json), ok: false, ...refused }))
      return
    }
    await onFrame(conn, read.frame)
  }

  /** A frame failed unexpectedly: logged, and its connection closed with 1011. */
  function failed(conn: Connection, error: unknown): void {
    console.error('chat socket: a frame failed', error)
    try {
      end(conn, SOCKET_CLOSE.internalError, 'internal error')
    } catch (closing) {
      // Called from a promise's rejection handler: a throw here would be an unhandled rejection.
      console.error('chat socket: closing a failed connection failed', closing)
    }
  }

  async function onFrame(conn: Connection, frame: ClientFrame): Promise<unknown> {
    const ref = frame.ref ?? ''
    const ack = (content: Record<string, unknown>) => {
      conn.ws.send(frameOf(chatCommands.ack, { ref, ok: true, ...content }))
    }
    if (frame.command === 'PING') {
      conn.ws.send(frameOf(chatCommands.hidden, { pong: true, ref }))
      return
    }
    const chat = service
    if (!chat) return
    try {
      const user = await currentUser(conn)
      const roomId = frame.room_id
      if (frame.command === 'JOIN') {
        await chat.assertAvailable()
        await chat.assertNotMaintenance()
        const room = await chat.readableRoom(user, roomId)
        // Closed while the room was read: forgotten already, it joins nothing (nor counts in the room).
        if (!connections.has(conn)) return
        conn.rooms.add(roomId)
        add(byRoom, roomId, conn)
        pushOnline(roomId)
        return ack({ room_id: roomId, seq: room.lastSeq, online: broadcaster.peopleIn(roomId) })
      }
      if (frame.command === 'READ')
        return ack(await chat.markRead(user, { roomId, messageId: frame.message_id }))
      if (frame.command === 'LEAVE') {
        conn.rooms.delete(roomId)
        remove(byRoom, roomId, conn)
        pushOnline(roomId)
        return ack({ room_id: roomId })
      }
      const message = await chat.send(user, {
        roomId,
        type: frame.type ?? 'text',
        body: frame.body ?? '',
        ip: conn.ip,
      })
      return ack({ message: messageOf(message) })
    } catch (error) {
      // A refusal is an answer; anything else is a failure of this connection (logged, closed 1011).
      if (!(error instanceof RefusedError || error instanceof HttpError)) throw error
      conn.ws.send(frameOf(chatCommands.ack, { ref, ok: false, ...refusal(error) }))
    }
  }

  /** The connection's user as stored now (permissions change while it is open). */
  async function currentUser(conn: Connection): Promise<ChatUserRow> {
    const user = (await service?.userOfToken(conn.token))?.user
    if (!user) throw new HttpError(401, 'CHAT/TOKEN_INVALID', '聊天登录已失效，请重新进入')
    return user
  }

  /**
   * A new socket: the frames it sends while it is admitted ({@link admit} reads the database) wait, in order,
   * and are handled once it is (at most a burst of them: past that it is closed, as the frame budget would
   * close it). A failure of the admission closes the socket with 1011 and is logged.
   */
  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    const early: [RawData, boolean][] = []
    const hold = (raw: RawData, isBinary: boolean) => {
      if (early.push([raw, isBinary]) > SOCKET_FRAME_BURST)
        ws.close(SOCKET_CLOSE.policyViolation, 'too many frames')
    }
    ws.on('message', hold)
    // A socket error (a frame over the size limit, a reset) closes the socket; unheard it would end the process.
    ws.on('error', () => {})
    admit(ws, request).then(
      (conn) => {
        // `admit` added its own listener as it returned, with no event in between: the held frames go first.
        ws.off('message', hold)
        if (conn) for (const [raw, isBinary] of early) onMessage(conn, raw, isBinary)
      },
      (error: unknown) => {
        ws.off('message', hold)
        console.error('chat socket: admitting a connection failed', error)
        try {
          ws.close(SOCKET_CLOSE.internalError, 'internal error')
        } catch (closing) {
          console.error('chat socket: closing a failed connection failed', closing)
        }
      },
    )
  })

  /**
   * Admits a new socket: its token, the chat switch and the tabs a user may have open. Answers its connection,
   * listening, or undefined when it was refused (closed) or closed by the client meanwhile.
   */
  async function admit(ws: WebSocket, request: IncomingMessage): Promise<Connection | undefined> {
    const url = new URL(request.url ?? '/', 'http://x')
    const token = url.searchParams.get('token') ?? ''
    const chat = service
    const found = chat && (await chat.userOfToken(token))
    if (!chat || !found) return void ws.close(CHAT_CLOSE.tokenInvalid, 'CHAT/TOKEN_INVALID')
    try {
      await chat.assertAvailable()
    } catch (error) {
      if (!(error instanceof RefusedError || error instanceof HttpError)) throw error
      return void ws.close(CHAT_CLOSE.unavailable, 'CHAT/UNAVAILABLE')
    }
    const settings = await chat.settings()
    if (ws.readyState !== WebSocket.OPEN) return undefined
    if ((byUser.get(found.user.id)?.size ?? 0) >= settings.maxSocketsPerUser) {
      ws.send(frameOf(chatCommands.tooManyTabs, { msg: '您打开的界面过多，请关闭其他的再试试！' }))
      return void ws.close(CHAT_CLOSE.tooManyTabs, 'CHAT/TOO_MANY_TABS')
    }
    const conn: Connection = {
      ws,
      userId: found.user.id,
      token,
      ip: ipOf(request, options.trustedProxies, options.proxySecret),
      rooms: new Set(),
      lastHeard: now(),
      budget: frameBudget(now),
      frames: createQueue(),
    }
    connections.add(conn)
    add(byUser, conn.userId, conn)
    ws.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary))
    ws.on('close', () => forget(conn))
    ws.on('error', () => forget(conn))
    ws.send(frameOf(chatCommands.winPopupDuration, { seconds: settings.winPopupSeconds }))
    return conn
  }

  /** Applies one broadcast to this process's sockets. */
  const apply = (fanout: Fanout) => {
    switch (fanout.to) {
      case 'room': {
        const joined = byRoom.get(fanout.roomId) ?? []
        // The members who muted the sender do not get its messages (chat/mutes.ts): read once per message,
        // by the process that stored it (chat/messages.ts `publish`).
        const muters = fanout.mutedBy?.length ? new Set(fanout.mutedBy) : undefined
        return sendTo(muters ? [...joined].filter((conn) => !muters.has(conn.userId)) : joined, fanout.frame)
      }
      case 'user':
        return sendTo(byUser.get(fanout.chatUserId) ?? [], fanout.frame)
      case 'all':
        return sendTo(connections, fanout.frame)
      case 'endTokens': {
        const ended = new Set(fanout.tokens)
        const targets = [...connections].filter((c) => ended.has(c.token))
        sendTo(targets, fanout.frame)
        for (const conn of targets) {
          forget(conn)
          conn.ws.close(CHAT_CLOSE.replaced, 'CHAT/LOGGED_IN_ELSEWHERE')
        }
        return
      }
      case 'endSessions':
        // Each socket's token is read again, at once (not after the frames it has waiting: they read it too);
        // a failure to read it is that socket's (logged, closed 1011), never the process's.
        for (const conn of [...(byUser.get(fanout.chatUserId) ?? [])]) {
          Promise.resolve(service?.userOfToken(conn.token)).then(
            (found) => {
              if (!found) end(conn, CHAT_CLOSE.sessionEnded, 'CHAT/SESSION_ENDED')
            },
            (error: unknown) => failed(conn, error),
          )
        }
    }
  }
  /** The members with a socket in a room of this process (one member's several sockets count once). */
  const peopleHere = (roomId: number) => {
    const users = new Set<number>()
    for (const conn of byRoom.get(roomId) ?? []) users.add(conn.userId)
    return users.size
  }
  presence.start(
    () => new Map([...byRoom.keys()].map((roomId) => [roomId, peopleHere(roomId)])),
    (rooms) => {
      for (const roomId of rooms) if (byRoom.has(roomId)) pushOnline(roomId)
    },
  )

  const ready = bus.subscribe(CHAT_FANOUT_CHANNEL, fanoutSchema, apply)
  const fanOut = (fanout: Fanout) => bus.publish(CHAT_FANOUT_CHANNEL, fanout)

  // Each call goes out on the bus, and every process's hub (this one's too) applies it to its sockets.
  const broadcaster: ChatBroadcaster = {
    toRoom: (roomId, frame, mutedBy) =>
      fanOut(
        mutedBy?.size ? { to: 'room', roomId, frame, mutedBy: [...mutedBy] } : { to: 'room', roomId, frame },
      ),
    toUser: (chatUserId, frame) => fanOut({ to: 'user', chatUserId, frame }),
    toAll: (frame) => fanOut({ to: 'all', frame }),
    endTokens: (tokens, frame) => fanOut({ to: 'endTokens', tokens: [...tokens], frame }),
    endSessions: (chatUserId) => fanOut({ to: 'endSessions', chatUserId }),
    /** Joined in this process, plus those the other processes last reported (shared/presence.ts). */
    peopleIn: (roomId) => peopleHere(roomId) + presence.elsewhere(roomId),
  }

  return {
    broadcaster,
    /** Resolves once the hub receives what other processes broadcast (at once without a shared bus). */
    ready,
    /** Connects the hub to the service whose tokens and rules it uses. */
    attach(chat: ChatService): void {
      service = chat
    },
    /** Takes over an HTTP upgrade on `/ws-chat`; returns false for other paths. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '') !== CHAT_SOCKET_PATH)
        return false
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
      return true
    },
    get connections(): number {
      return connections.size
    },
    sweep,
    close(): void {
      if (sweeper) clearInterval(sweeper)
      for (const state of onlineSent.values()) if (state.timer) clearTimeout(state.timer)
      for (const conn of connections) conn.ws.terminate()
      wss.close()
    },
  }
}
/** The chat socket hub. */
export type ChatHub = ReturnType<typeof createChatHub>
