import { randomInt } from 'node:crypto'
import {
  HONGBAO_DEFAULT_GREETING,
  HONGBAO_EXPIRY_MS,
  hongbaoError,
  hongbaoTexts,
  splitHongbao,
} from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import type { Stores } from '../store'
import type { ChatUserRow, HongbaoRow } from '../store/chat'
import { assertAvailable, assertNotMaintenance, chatRefusals } from './config'
import { type ChatDeps, userInfoOf } from './frames'
import { publish } from './messages'
import { assertMaySpeak, mayRead, readableRoom } from './rooms'

/** A red packet as the chat calls answer it, with the viewer's own share when they grabbed one. */
async function hongbaoOf(stores: Stores, h: HongbaoRow, viewer?: ChatUserRow) {
  const { chat } = stores
  const shares = await chat.shares(h.id)
  const grabbed = shares.filter((s) => s.userId !== null)
  const grabbedFen = grabbed.reduce((sum, s) => sum + s.amountFen, 0)
  const mine = viewer?.userId == null ? undefined : grabbed.find((s) => s.userId === viewer.userId)
  const grabs = []
  for (const s of grabbed.sort((a, b) => (a.grabbedAt ?? 0) - (b.grabbedAt ?? 0) || a.idx - b.idx))
    grabs.push({
      user: userInfoOf((await chat.findUser(s.chatUserId!))!),
      amount_fen: s.amountFen,
      at: String(s.grabbedAt),
    })
  return {
    id: h.id,
    room_id: h.roomId,
    sender: userInfoOf((await chat.findUser(h.senderChatId))!),
    greeting: h.greeting,
    amount_fen: h.amountFen,
    count: h.count,
    grabbed_count: grabbed.length,
    grabbed_fen: grabbedFen,
    status:
      h.refundedAt !== null
        ? ('refunded' as const)
        : grabbed.length === h.count
          ? ('empty' as const)
          : ('open' as const),
    created_at: String(h.createdAt),
    expires_at: String(h.expiresAt),
    my_share_fen: mine?.amountFen ?? null,
    shares: grabs,
  }
}

/**
 * Sends a red packet: the split fixed now, the amount debited with its ledger row, the packet and its room
 * message stored — one transaction. The same idempotency key again answers the first packet unchanged, or
 * 422 when it comes with another room, amount, count or greeting (`refuseChangedRequest`).
 */
export async function sendHongbao(
  deps: ChatDeps,
  user: ChatUserRow,
  form: { roomId: number; amountFen: number; count: number; greeting: string; key: string; ip: string },
) {
  const { stores, clock, limiter } = deps
  const { chat } = stores
  await assertAvailable(stores)
  if (user.kind !== 'member' || user.userId === null) throw chatRefusals.guestOnly()
  const memberId = user.userId
  const hash = requestHash({
    roomId: form.roomId,
    amountFen: form.amountFen,
    count: form.count,
    greeting: form.greeting,
  })
  /** The packet sent before with this key, read through `from` (the stores, or a transaction's). */
  const sentBefore = async (from: Stores) => {
    const previous = await from.chat.hongbaoByKey(memberId, form.key)
    if (previous) refuseChangedRequest(previous.requestHash, hash)
    return previous && hongbaoOf(from, previous, user)
  }
  const before = await sentBefore(stores)
  if (before) return before
  const error = hongbaoError({ amountFen: form.amountFen, count: form.count, greeting: form.greeting })
  if (error) throw new RefusedError('SYS/BAD_REQUEST', error)
  const room = await chat.room(form.roomId)
  if (!room || room.kind !== 'room') throw new NotFoundError('聊天室不存在')
  await assertMaySpeak(deps, user, room)
  if ((await limiter.take('chat', form.ip, `chat:${user.id}`)) !== undefined) throw chatRefusals.rateLimited()
  const shares = splitHongbao(form.amountFen, form.count, () => randomInt(0, 2 ** 32) / 2 ** 32)
  return deps.inRoomOrder(room.id, async () => {
    const now = clock.now()
    const sent = await stores.transaction(async (tx) => {
      // The same key may have been sent while the limiter answered (a retry racing its first try): read in
      // the transaction, so that the check and the writes below are one step (on PostgreSQL under the key's
      // lock, which a retry in another process waits for).
      await tx.chat.lockSendKey(memberId, form.key)
      const during = await sentBefore(tx)
      if (during) return { during }
      const id = await tx.chat.insertHongbao({
        roomId: room.id,
        senderChatId: user.id,
        userId: memberId,
        amountFen: form.amountFen,
        count: form.count,
        greeting: form.greeting || HONGBAO_DEFAULT_GREETING,
        idempotencyKey: form.key,
        requestHash: hash,
        createdAt: now,
        expiresAt: now + HONGBAO_EXPIRY_MS,
      })
      await tx.wallet.post({
        userId: memberId,
        type: 'hongbaoSend',
        amountFen: -form.amountFen,
        ref: `hongbao:${id}`,
        at: now,
      })
      await tx.chat.insertShares(id, shares)
      const message = await tx.chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: 'hongbao',
        body: form.greeting || HONGBAO_DEFAULT_GREETING,
        hongbaoId: id,
        at: now,
      })
      return { hongbao: (await tx.chat.findHongbao(id))!, message }
    })
    if ('during' in sent) return sent.during
    await publish(deps, sent.message)
    return hongbaoOf(stores, sent.hongbao, user)
  })
}

/** Grabs the next share of a red packet for a member: once per member, never more than the amount. */
export async function grabHongbao(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  hongbaoId: number,
) {
  const { chat } = stores
  await assertAvailable(stores)
  await assertNotMaintenance(stores)
  if (user.kind !== 'member' || user.userId === null) throw chatRefusals.guestOnly()
  const memberId = user.userId
  const hongbao = await chat.findHongbao(hongbaoId)
  if (!hongbao) throw new NotFoundError('红包不存在')
  const room = (await chat.room(hongbao.roomId))!
  if (!(await mayRead(stores, user, room))) throw chatRefusals.noChat()
  const now = clock.now()
  return stores.transaction(async (tx) => {
    // The packet locked first (PostgreSQL; on SQLite the transaction holds the write lock): the grabs of one
    // packet and its refund run one after another, so the checks below hold until the commit.
    const fresh = (await tx.chat.lockHongbao(hongbaoId))!
    if (fresh.refundedAt !== null || now >= fresh.expiresAt)
      throw new RefusedError('CHAT/HONGBAO_EXPIRED', hongbaoTexts.expired)
    if ((await tx.chat.shareOf(hongbaoId, memberId)) !== undefined)
      throw new RefusedError('CHAT/HONGBAO_GRABBED', hongbaoTexts.grabbed)
    const amount = await tx.chat.grabShare({ hongbaoId, userId: memberId, chatUserId: user.id, at: now })
    if (amount === undefined) throw new RefusedError('CHAT/HONGBAO_EMPTY', hongbaoTexts.empty)
    const balance = await tx.wallet.post({
      userId: memberId,
      type: 'hongbaoGrab',
      amountFen: amount,
      ref: `hongbao:${hongbaoId}`,
      at: now,
    })
    return { hongbao_id: hongbaoId, amount_fen: amount, balance_fen: balance }
  })
}

/** A red packet of a room the user may read. */
export async function hongbao(stores: Stores, user: ChatUserRow, hongbaoId: number) {
  const found = await stores.chat.findHongbao(hongbaoId)
  if (!found) throw new NotFoundError('红包不存在')
  await readableRoom(stores, user, found.roomId)
  return hongbaoOf(stores, found, user)
}

/**
 * Refunds the unclaimed rest of every red packet 24 h old (the scheduler's pass, on the platform's clock):
 * one ledger row each, in the same transaction as the packet's mark, one packet after another. Resolves
 * with how many were refunded.
 */
export async function refundExpired({ stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>): Promise<number> {
  const now = clock.now()
  let refunded = 0
  for (const h of await stores.chat.dueForRefund(now)) {
    const marked = await stores.transaction(async (tx) => {
      // Locked before the rest is summed: a grab of the packet still open commits first, or waits.
      if ((await tx.chat.lockHongbao(h.id))?.refundedAt !== null) return false
      const rest = await tx.chat.unclaimedFen(h.id)
      if (!(await tx.chat.markRefunded(h.id, rest, now))) return false
      if (rest > 0)
        await tx.wallet.post({
          userId: h.userId,
          type: 'hongbaoRefund',
          amountFen: rest,
          ref: `hongbao:${h.id}`,
          at: now,
        })
      return true
    })
    if (marked) refunded++
  }
  return refunded
}
