import {
  type BetCardState,
  betCardState,
  betCardTexts,
  chatCommands,
  currentStreaks,
  fenToYuan,
  frozenOddsDisplay,
  type LotteryKind,
  parseOpenNum,
  playById,
  readHistory,
  selectionText,
} from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ChatMessageRecord, ChatUserRow } from '../store/chat'
import type { BetCardRow } from '../store/chatBetCards'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import { assertAvailable, chatRefusals } from './config'
import { type ChatDeps, frameOf, messageOf } from './frames'
import { assertNotTooSoon } from './messages'
import { assertMaySpeak, readableRoom } from './rooms'

/** The most orders one card holds (one bet form's lines). */
export const MAX_CARD_ORDERS = 20

/** A bet card as messages and the follow call carry it: what was bet, never a balance or a payout. */
export interface BetCardView {
  message_id: number
  game_id: number
  game_name: string
  turn_num: string
  play_id: string
  play_name: string
  lines: { selection: unknown; picks: string; stake: number; bet_count: number; odds: string }[]
  bet_end_time: number
  state: BetCardState
  /**
   * 1 when its sharer hides their cards: nothing of the bets is shown and nothing can be followed (its
   * `state` stays true: 跟单 is the client's to leave out).
   */
  hidden: 0 | 1
  seeded: 0 | 1
}

/** A card for a viewer at `nowMs` (the sharer always sees their own card in full). */
export async function betCardView(
  stores: Stores,
  card: BetCardRow,
  nowMs: number,
  viewerUserId?: number | null,
): Promise<BetCardView> {
  const game = await stores.lottery.findLotteryGame(card.gameId)
  const play = playById(card.playId)
  const hidden = card.userId !== viewerUserId && (await stores.chatBetCards.isHidden(card.userId))
  const state = betCardState({
    nowMs,
    betEndTime: card.betEndTime,
    settlement: await stores.chatBetCards.settlementOf(card.messageId),
  })
  return {
    message_id: card.messageId,
    game_id: card.gameId,
    game_name: game?.gameName ?? '',
    turn_num: card.turnNum,
    play_id: card.playId,
    play_name: play?.name ?? '',
    lines: hidden
      ? []
      : card.lines.map((line) => ({
          selection: line.selection,
          picks: play ? selectionText(play, line.selection) : '',
          stake: fenToYuan(line.stakeFen),
          bet_count: line.betCount,
          odds: frozenOddsDisplay(line.odds),
        })),
    bet_end_time: card.betEndTime,
    // A hidden card keeps its true state (an open turn is not 已封盘); `hidden` 1 tells clients to offer no 跟单
    // (packages/ui BetCard, the betting page's follow link).
    state,
    hidden: hidden ? 1 : 0,
    seeded: card.seeded ? 1 : 0,
  } satisfies BetCardView
}

/** A message as sent to a viewer: a bet card message carries its card. */
export async function messageWithCard(
  stores: Stores,
  message: ChatMessageRecord,
  nowMs: number,
  viewerUserId?: number | null,
) {
  const payload = messageOf(message)
  if (message.type !== 'betcard') return payload
  const card = await stores.chatBetCards.find(message.id)
  return card
    ? {
        ...payload,
        content: { ...payload.content, bet_card: await betCardView(stores, card, nowMs, viewerUserId) },
      }
    : payload
}

/** The short text a card's message stores (a room list's last message shows it). */
const cardBody = (gameName: string, turnNum: string, playName: string) =>
  `晒单：${gameName} 第${turnNum}期 ${playName}`

/**
 * Shares a member's bets of one game and turn (their order numbers) as a card in that game's room: only
 * the bets' owner, refused like a message (maintenance, permission, silence, cool-off, slow mode and the
 * `chat` send rate limit). The card holds the bets as placed; the room gets it at once.
 */
export async function shareBetCard(
  deps: ChatDeps,
  user: ChatUserRow,
  input: { orderNos: readonly string[]; ip: string },
) {
  const { stores, clock, limiter, broadcaster } = deps
  await assertAvailable(stores)
  if (user.kind !== 'member' || user.userId === null) throw chatRefusals.forbidden()
  const bets: Awaited<ReturnType<Stores['bets']['findBet']>>[] = []
  for (const orderNo of new Set(input.orderNos)) bets.push(await stores.bets.findBet(orderNo))
  const first = bets[0]
  if (!first || bets.some((bet) => bet === undefined)) throw new NotFoundError(betCardTexts.notFound)
  if (bets.some((bet) => bet!.userId !== user.userId))
    throw new RefusedError('CHAT/NOT_OWNER', betCardTexts.notOwner)
  if (
    bets.some(
      (bet) => bet!.gameId !== first.gameId || bet!.turnNum !== first.turnNum || bet!.playId !== first.playId,
    )
  )
    throw new RefusedError('CHAT/CARD_MIXED', betCardTexts.oneTurn)
  const room = await stores.chat.roomOfGame(first.gameId)
  const game = await stores.lottery.findLotteryGame(first.gameId)
  if (!room || !game) throw new NotFoundError(betCardTexts.noRoom)
  await assertMaySpeak(deps, user, room)
  await assertNotTooSoon(deps, user, room)
  if ((await limiter.take('chat', input.ip, `chat:${user.id}`)) !== undefined)
    throw chatRefusals.rateLimited()
  const play = playById(first.playId)
  return deps.inRoomOrder(room.id, async () => {
    const now = clock.now()
    const message = await stores.transaction(async (tx) => {
      const stored = await tx.chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: 'betcard',
        body: cardBody(game.gameName, first.turnNum, play?.name ?? first.playId),
        at: now,
      })
      await tx.chatBetCards.insert({
        messageId: stored.id,
        userId: user.userId!,
        gameId: first.gameId,
        turnNum: first.turnNum,
        playId: first.playId,
        orderNos: bets.map((bet) => bet!.orderNo),
        lines: bets.map((bet) => ({
          selection: bet!.selection,
          stakeFen: bet!.stakeFen,
          betCount: bet!.betCount,
          odds: bet!.odds,
        })),
        betEndTime: first.betEndTime,
        seeded: false,
        createdAt: now,
      })
      return stored
    })
    // The room sees the card as others see it (hidden when the sharer hides their cards), except the members
    // who muted the sharer (`chat/mutes.ts`).
    const others = await messageWithCard(stores, message, now, null)
    broadcaster.toRoom(
      room.id,
      frameOf(chatCommands.message, others),
      await stores.chatMutes.mutersOf(user.id),
    )
    return messageWithCard(stores, message, now, user.userId)
  })
}

/** A card to follow (跟单), as the viewer may see it: 404 when the message holds no card or was deleted. */
export async function betCardOf(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  viewer: ChatUserRow,
  messageId: number,
) {
  const message = await stores.chat.findMessage(messageId)
  const card = message && !message.deleted ? await stores.chatBetCards.find(messageId) : undefined
  if (!card) throw new NotFoundError(betCardTexts.cardGone)
  return betCardView(stores, card, clock.now(), viewer.userId)
}

/** A member hides (or shows again) their bet cards to others. */
export async function setBetCardsHidden(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  hidden: boolean,
) {
  if (user.kind !== 'member' || user.userId === null) throw chatRefusals.forbidden()
  await stores.chatBetCards.setHidden(user.userId, hidden, clock.now())
  return { hidden: hidden ? 1 : 0 }
}

/** Whether a member hides their bet cards. */
export async function betCardsHidden({ stores }: Pick<ChatDeps, 'stores'>, user: ChatUserRow) {
  return { hidden: user.userId !== null && (await stores.chatBetCards.isHidden(user.userId)) ? 1 : 0 }
}

/** How many recent draws the 长龙 line reads, and the shortest run it names. */
const STREAK_DRAWS = 30
const STREAK_LINE_MIN = 5

/** The system lines of a draw: its result, then the game's longest 长龙 when one runs `STREAK_LINE_MIN`+ draws. */
export async function drawLines(stores: Stores, game: LotteryGameRow, draw: DrawRow): Promise<string[]> {
  const lines = [
    `${game.gameName} 第${draw.turnNum}期开奖：${parseOpenNum(draw.openNum)
      .map((n) => String(n).padStart(2, '0'))
      .join(' ')}`,
  ]
  const { rows: recent } = await stores.lottery.listDraws(
    game.gameId,
    { fromMs: 0, toMs: draw.openTime + 1, atMs: draw.openTime },
    { offset: 0, limit: STREAK_DRAWS },
  )
  const history = readHistory(
    game.lotteryKind as LotteryKind,
    recent.map((d) => ({ turnNum: d.turnNum, openTime: d.openTime, numbers: parseOpenNum(d.openNum) })),
  )
  const longest = currentStreaks(history, STREAK_LINE_MIN)[0]
  if (longest) lines.push(`长龙：${longest.position}${longest.value} 已连开${longest.length}期`)
  return lines
}

/**
 * Writes a draw's system lines (result, 长龙) in the game's room and sends them to it; nothing when the game
 * has no room. `seeded` marks the seed's history (`chat/seedHistory.ts`), which is not sent. The lines are
 * read at the call and written in the room's order (`inRoomOrder`): a game's draws announced one after
 * another are written and sent in that order. Resolves with how many lines were written.
 */
export async function announceDraw(
  { stores, broadcaster, inRoomOrder }: Pick<ChatDeps, 'stores' | 'broadcaster' | 'inRoomOrder'>,
  game: LotteryGameRow,
  draw: DrawRow,
  at: number,
  seeded = false,
): Promise<number> {
  const room = await stores.chat.roomOfGame(game.gameId)
  if (!room) return 0
  const lines = await drawLines(stores, game, draw)
  const sender = await stores.chat.serviceUser()
  return inRoomOrder(room.id, async () => {
    const stored = await stores.transaction(async (tx) => {
      const written = []
      for (const body of lines)
        written.push(
          await tx.chat.insertMessage({
            roomId: room.id,
            senderId: sender.id,
            type: 'system',
            body,
            at,
            seeded,
          }),
        )
      return written
    })
    if (!seeded)
      for (const message of stored)
        broadcaster.toRoom(room.id, frameOf(chatCommands.message, messageOf(message)))
    return stored.length
  })
}

/** A reason of a 举报 at most this long. */
export const REPORT_REASON_MAX = 100

/**
 * A member's 举报 of a message in a room they may read: recorded once per member and message (again: `already`
 * 1, nothing written). Their own messages and system lines cannot be reported.
 */
export async function reportMessage(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  input: { messageId: number; reason: string },
) {
  await assertAvailable(stores)
  if (user.kind !== 'member') throw chatRefusals.forbidden()
  const message = await stores.chat.findMessage(input.messageId)
  if (!message || message.deleted) throw new NotFoundError('消息不存在')
  await readableRoom(stores, user, message.roomId)
  if (message.sender.id === user.id || message.type === 'system')
    throw new RefusedError('CHAT/REPORT_INVALID', '不能举报该消息')
  const first = await stores.chatBetCards.report(message.id, user.id, input.reason.trim(), clock.now())
  return { ok: true as const, already: first ? (0 as const) : (1 as const) }
}
