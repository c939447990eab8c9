import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHAT_HISTORY_LIMIT, HONGBAO_GREETING_MAX } from '@liuhe/domain'
import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { tokenOf } from '../auth/currentUser'
import { MAX_CARD_ORDERS, REPORT_REASON_MAX } from '../chat/betCards'
import type { ChatService } from '../chat/service'
import type { Clock } from '../clock'
import { HttpError, missingResource, ok } from '../envelope'
import { RefusedError } from '../errors'
import { bit, digits, pageParam, positiveInt, rowsParam } from '../http/fields'
import { clientIp } from '../http/rateLimit'
import { validate } from '../http/validate'
import type { ChatUserRow } from '../store/chat'
import type { UserStore } from '../store/user'

interface CallerEnv {
  Variables: { caller: ChatUserRow }
}

/** Image types the upload accepts, by their first bytes. */
const imageTypes: { ext: string; mime: string; magic: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    mime: 'image/png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { ext: 'jpg', mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', magic: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    mime: 'image/webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

const text = (max: number) => z.string().max(max)

/**
 * The chat service's HTTP calls, mounted under `/api-messen` (docs/product.md, "The chat service"). Every
 * call answers 405 `CHAT/UNAVAILABLE` while chat is switched off; calls other than the token ones need a chat
 * token (or a member's access token) as `Authorization: Bearer …` — except the red packet calls that move
 * money (send, grab), which take the member's access token only (`memberCaller`). Uploaded images are stored
 * in `uploadDir`.
 */
export function chatRoutes(chat: ChatService, uploadDir: string, users: UserStore, clock: Clock) {
  const app = new Hono<CallerEnv>()
  app.use('*', async (_c, next) => {
    await chat.assertAvailable()
    await next()
  })
  const caller = createMiddleware<CallerEnv>(async (c, next) => {
    c.set('caller', await chat.requireCaller(tokenOf(c)))
    await next()
  })
  /**
   * The caller of a call that moves money: a member's access token only. The chat token is for chat (the
   * chat page's script holds it and puts it in the socket URL; see docs/security.md): alone it is told to
   * log in (401 `UC/NOT_LOGIN`), like no token; an unknown or expired token is `UC/TOKEN_INVALID`, as
   * `signedIn` in ../auth/currentUser.ts answers.
   */
  const memberCaller = createMiddleware<CallerEnv>(async (c, next) => {
    const token = tokenOf(c)
    const member = token ? await users.findUserByToken(token, clock.now()) : undefined
    if (!token || (!member && (await chat.userOfToken(token))))
      throw new HttpError(401, 'UC/NOT_LOGIN', '请先登录')
    if (!member) throw new RefusedError('UC/TOKEN_INVALID', '登录已失效，请重新登录')
    c.set('caller', await chat.requireCaller(token))
    await next()
  })

  app.get('/chat/token/generation/:id', validate('param', z.object({ id: digits })), async (c) =>
    ok(c, await chat.generateToken(tokenOf(c), c.req.valid('param').id)),
  )
  app.get('/api/chat/refreshTokenChat', async (c) => ok(c, await chat.refreshToken(tokenOf(c))))
  app.get('/chat/guest/id-generation', async (c) => ok(c, await chat.generateGuest()))

  app.post(
    '/chat/guest/init-room',
    caller,
    validate('form', z.object({ friend_id: positiveInt, remark: text(50).optional().default('') })),
    async (c) => {
      const form = c.req.valid('form')
      return ok(
        c,
        await chat.contactOf(
          await chat.openPrivate(c.var.caller, form.friend_id, form.remark),
          c.var.caller.id,
        ),
      )
    },
  )
  app.get(
    '/chat/guest/friends',
    caller,
    validate('query', z.object({ page: pageParam, per_page: rowsParam(20, 100) })),
    async (c) => {
      const query = c.req.valid('query')
      return ok(c, await chat.guestFriends(c.var.caller, query.page, query.per_page))
    },
  )
  app.get('/chat/guest/friends/:id', caller, validate('param', z.object({ id: positiveInt })), async (c) =>
    ok(c, await chat.guestFriend(c.var.caller, c.req.valid('param').id)),
  )

  app.get('/chat/rooms', caller, async (c) => ok(c, await chat.roomList(c.var.caller)))
  app.get('/chat/contact/list', caller, async (c) => ok(c, await chat.contacts(c.var.caller)))
  app.post(
    '/chat/contact/apply/createaccept',
    caller,
    validate(
      'form',
      z.object({
        friend_id: positiveInt,
        avatarId: positiveInt,
        friend_avatarId: positiveInt,
        nickname: text(30),
        friend_nickname: text(30),
      }),
    ),
    async (c) => {
      const form = c.req.valid('form')
      return ok(
        c,
        await chat.contactOf(
          await chat.openPrivate(c.var.caller, form.friend_id, form.friend_nickname),
          c.var.caller.id,
        ),
      )
    },
  )
  app.get(
    '/chat/contact/contactdetail',
    caller,
    validate('query', z.object({ friend_id: positiveInt })),
    async (c) => ok(c, await chat.contactDetail(c.var.caller, c.req.valid('query').friend_id)),
  )

  app.get(
    '/api/v1/recordsList',
    caller,
    validate(
      'query',
      z.object({
        room_id: positiveInt,
        page: pageParam,
        limit: rowsParam(CHAT_HISTORY_LIMIT, CHAT_HISTORY_LIMIT),
        talk_type: positiveInt.optional(),
      }),
    ),
    async (c) => {
      const query = c.req.valid('query')
      const room = await chat.readableRoom(c.var.caller, query.room_id)
      if ((query.talk_type === 2) !== (room.kind === 'private'))
        throw new RefusedError('SYS/BAD_REQUEST', '参数错误：talk_type')
      return ok(
        c,
        await chat.history(c.var.caller, { roomId: query.room_id, page: query.page, limit: query.limit }),
      )
    },
  )

  app.post('/chat/uploadImage', caller, async (c) => {
    await chat.assertNotMaintenance()
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const image = body.image
    if (!(image instanceof File)) throw new RefusedError('SYS/BAD_REQUEST', '请选择图片')
    const max = (await chat.settings()).maxImageBytes
    if (image.size > max)
      throw new RefusedError('SYS/BAD_REQUEST', `图片不能超过${Math.floor(max / 1024 / 1024)}MB`)
    const bytes = Buffer.from(await image.arrayBuffer())
    const type = imageTypes.find((t) => t.magic(bytes))
    if (!type) throw new RefusedError('SYS/BAD_REQUEST', '仅支持PNG、JPG、GIF、WEBP格式的图片')
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`
    mkdirSync(uploadDir, { recursive: true })
    const file = join(uploadDir, name)
    if (!existsSync(file)) writeFileSync(file, bytes)
    return ok(c, { url: `/api-messen/chat/uploads/${name}` })
  })
  app.get('/chat/uploads/:file', (c: Context) => {
    const name = c.req.param('file') ?? ''
    const type = imageTypes.find((t) => name.endsWith(`.${t.ext}`))
    const file = join(uploadDir, name)
    if (!/^[a-f0-9]{64}\.(png|jpg|gif|webp)$/.test(name) || !type || !existsSync(file))
      throw missingResource()
    return c.body(readFileSync(file), 200, {
      'content-type': type.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
  })

  /**
   * A call that changes something and answers `{ ok: true }` (deleting a message, and the staff calls that
   * send a command): the form checked with `schema`, then `run` as the caller.
   */
  const commandCall = <S extends z.ZodType>(
    path: string,
    schema: S,
    run: (caller: ChatUserRow, form: z.output<S>) => void | Promise<void>,
  ) =>
    app.post(path, caller, validate('form', schema), async (c) => {
      await run(c.var.caller, c.req.valid('form') as z.output<S>)
      return ok(c, { ok: true as const })
    })

  commandCall('/api/chat/deletechat-message', z.object({ message_id: positiveInt }), (user, form) =>
    chat.deleteMessage(user, form.message_id),
  )
  commandCall('/api/chat/enableChat', z.object({ user_id: positiveInt, enable_chat: bit }), (user, form) =>
    chat.enableChat(user, form.user_id, form.enable_chat),
  )
  commandCall('/api/chat/silence', z.object({ user_id: positiveInt, silenced: bit }), (user, form) =>
    chat.silence(user, form.user_id, form.silenced),
  )
  commandCall('/api/chat/clear-messages', z.object({ room_id: positiveInt }), (user, form) =>
    chat.clearMessages(user, form.room_id),
  )
  app.post(
    '/api/chat/update-message',
    caller,
    validate('form', z.object({ message_id: positiveInt, body: z.string() })),
    async (c) => {
      const form = c.req.valid('form')
      return ok(c, await chat.updateMessage(c.var.caller, form.message_id, form.body))
    },
  )
  commandCall('/api/chat/room-enable', z.object({ room_id: positiveInt, enable_chat: bit }), (user, form) =>
    chat.enableRoom(user, form.room_id, form.enable_chat),
  )
  commandCall('/api/chat/invite', z.object({ user_id: positiveInt, room_id: positiveInt }), (user, form) =>
    chat.invite(user, form.user_id, form.room_id),
  )
  commandCall(
    '/api/chat/win-popup-duration',
    z.object({ seconds: positiveInt.refine((n) => n <= 60) }),
    (user, form) => chat.setWinPopupDuration(user, form.seconds),
  )

  app.post(
    '/api/chat/hongbao/send',
    memberCaller,
    validate(
      'form',
      z.object({
        room_id: positiveInt,
        amount_fen: positiveInt,
        count: positiveInt,
        greeting: z
          .string()
          .max(HONGBAO_GREETING_MAX * 4)
          .optional()
          .default(''),
        idempotency_key: z.string().regex(/^[\w-]{8,64}$/),
      }),
    ),
    async (c) => {
      const form = c.req.valid('form')
      return ok(
        c,
        await chat.sendHongbao(c.var.caller, {
          roomId: form.room_id,
          amountFen: form.amount_fen,
          count: form.count,
          greeting: form.greeting,
          key: form.idempotency_key,
          ip: clientIp(c),
        }),
      )
    },
  )
  app.post(
    '/api/chat/hongbao/grab',
    memberCaller,
    validate('form', z.object({ hongbao_id: positiveInt })),
    async (c) => ok(c, await chat.grabHongbao(c.var.caller, c.req.valid('form').hongbao_id)),
  )
  app.get('/api/chat/hongbao/:id', caller, validate('param', z.object({ id: positiveInt })), async (c) =>
    ok(c, await chat.hongbao(c.var.caller, c.req.valid('param').id)),
  )

  /** 晒单: the member's own bets of one game, turn and play, as a card in the game's room (chat/betCards.ts). */
  app.post(
    '/api/chat/bet-card/share',
    memberCaller,
    validate(
      'json',
      z.object({
        order_nos: z
          .array(z.string().regex(/^[A-Z0-9]{4,40}$/))
          .min(1)
          .max(MAX_CARD_ORDERS),
      }),
    ),
    async (c) =>
      ok(
        c,
        await chat.shareBetCard(c.var.caller, { orderNos: c.req.valid('json').order_nos, ip: clientIp(c) }),
      ),
  )
  app.get('/api/chat/bet-card/:id', caller, validate('param', z.object({ id: positiveInt })), async (c) =>
    ok(c, await chat.betCardOf(c.var.caller, c.req.valid('param').id)),
  )
  app.get('/api/chat/bet-card-privacy', memberCaller, async (c) =>
    ok(c, await chat.betCardsHidden(c.var.caller)),
  )
  app.post(
    '/api/chat/bet-card-privacy',
    memberCaller,
    validate('form', z.object({ hidden: bit })),
    async (c) => ok(c, await chat.setBetCardsHidden(c.var.caller, c.req.valid('form').hidden === 1)),
  )
  app.post(
    '/api/chat/report',
    caller,
    validate(
      'form',
      z.object({ message_id: positiveInt, reason: text(REPORT_REASON_MAX).optional().default('') }),
    ),
    async (c) => {
      const form = c.req.valid('form')
      return ok(
        c,
        await chat.reportMessage(c.var.caller, { messageId: form.message_id, reason: form.reason }),
      )
    },
  )
  /** 屏蔽: mutes (`muted` 1) or unmutes another member by their chat id (chat/mutes.ts). */
  app.post(
    '/api/chat/mute',
    caller,
    validate('form', z.object({ user_id: positiveInt, muted: bit })),
    async (c) => {
      const form = c.req.valid('form')
      return ok(
        c,
        await chat.setMuted(c.var.caller, {
          chatUserId: form.user_id,
          muted: form.muted === 1,
          ip: clientIp(c),
        }),
      )
    },
  )
  app.get('/api/chat/mutes', caller, async (c) => ok(c, await chat.mutedUsers(c.var.caller)))
  /** Marks a room read up to a message (default: its newest) for the caller (chat/reads.ts). */
  app.post(
    '/api/chat/read',
    caller,
    validate('form', z.object({ room_id: positiveInt, message_id: positiveInt.optional() })),
    async (c) => {
      const form = c.req.valid('form')
      return ok(c, await chat.markRead(c.var.caller, { roomId: form.room_id, messageId: form.message_id }))
    },
  )
  /** The caller's unread counts per joined room (chat/reads.ts). */
  app.get('/api/chat/unread', caller, async (c) => ok(c, await chat.unreadCounts(c.var.caller)))

  return app
}
