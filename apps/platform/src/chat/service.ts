import type { ChatUserRow } from '../store/chat'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import {
  announceDraw,
  betCardOf,
  betCardsHidden,
  messageWithCard,
  reportMessage,
  setBetCardsHidden,
  shareBetCard,
} from './betCards'
import { assertAvailable, assertNotMaintenance, chatSettingsOf, mayChat } from './config'
import { contactDetail, contactOf, contacts, guestFriend, guestFriends, openPrivate } from './contacts'
import type { ChatDeps } from './frames'
import {
  endSessionsOf,
  generateGuest,
  generateToken,
  refreshToken,
  requireCaller,
  userOfToken,
} from './identity'
import { announceWins, deleteMessage, history, send, updateMessage } from './messages'
import { mutedUsers, setMuted } from './mutes'
import { createKeyedQueue, createQueue } from './queue'
import { markRead, unreadCounts } from './reads'
import { grabHongbao, hongbao, refundExpired, sendHongbao } from './redPackets'
import { ensureGameRooms, mayRead, readableRoom, roomList } from './rooms'
import { seedChatHistory } from './seedHistory'
import { clearMessages, enableChat, enableRoom, invite, setWinPopupDuration, silence } from './staff'

/** `f` with its first argument (the stores, or the dependencies it uses) given. */
const given =
  <D, A extends unknown[], R>(d: D, f: (d: D, ...args: A) => R) =>
  (...args: A): R =>
    f(d, ...args)

/**
 * The chat service of one platform: the chat modules bound to its stores, clock, rate limiter and socket
 * fan-out, with the queue that keeps each room's messages in order (`ChatDeps.inRoomOrder`) — identities
 * and tokens (`identity.ts`), rooms and who may read or speak in them (`rooms.ts`),
 * private rooms (`contacts.ts`), messages and win notices (`messages.ts`), staff commands (`staff.ts`) and
 * red packets (`redPackets.ts`), bet cards and draw lines (`betCards.ts`), 屏蔽 (`mutes.ts`), read marks and unread counts (`reads.ts`); settings, switches and refusals are in `config.ts`, frames in `frames.ts`.
 */
export function createChatService(platform: Omit<ChatDeps, 'inRoomOrder'>) {
  const deps: ChatDeps = { ...platform, inRoomOrder: createKeyedQueue() }
  const { stores, clock } = deps
  /** The red packet refund passes (the platform's timer, the clock hook): one at a time, in order. */
  const refundPasses = createQueue()
  /**
   * A game's draw lines, one call after another in the order they were made: each reads the game's room and
   * lines before it joins the room's order (`betCards.ts` `announceDraw`), so two draws announced back to
   * back keep their order.
   */
  const inGameOrder = createKeyedQueue<number>()
  return {
    settings: given(stores, chatSettingsOf),
    assertAvailable: given(stores, assertAvailable),
    assertNotMaintenance: given(stores, assertNotMaintenance),
    mayChat: given(stores, mayChat),
    mayRead: given(stores, mayRead),
    userOfToken: given(deps, userOfToken),
    requireCaller: given(deps, requireCaller),
    generateToken: given(deps, generateToken),
    endSessionsOf: given(deps, endSessionsOf),
    refreshToken: given(deps, refreshToken),
    generateGuest: given(deps, generateGuest),
    /** The rooms of lottery games that have none, then (once per data file) their seeded history. */
    ensureGameRooms: async (): Promise<void> => {
      await ensureGameRooms(deps)
      await seedChatHistory(stores, clock)
    },
    roomList: given(deps, roomList),
    readableRoom: given(stores, readableRoom),
    send: given(deps, send),
    history: (user: ChatUserRow, query: { roomId: number; page: number; limit: number }) =>
      history(stores, user, query, (m) => messageWithCard(stores, m, clock.now(), user.userId)),
    openPrivate: given(deps, openPrivate),
    contactOf: given(stores, contactOf),
    contacts: given(stores, contacts),
    contactDetail: given(stores, contactDetail),
    guestFriends: given(stores, guestFriends),
    guestFriend: given(stores, guestFriend),
    enableChat: given(deps, enableChat),
    silence: given(deps, silence),
    clearMessages: given(deps, clearMessages),
    deleteMessage: given(deps, deleteMessage),
    updateMessage: given(deps, updateMessage),
    enableRoom: given(deps, enableRoom),
    invite: given(deps, invite),
    setWinPopupDuration: given(deps, setWinPopupDuration),
    sendHongbao: given(deps, sendHongbao),
    grabHongbao: given(deps, grabHongbao),
    hongbao: given(stores, hongbao),
    refundExpired: () => refundPasses(() => refundExpired(deps)),
    announceWins: given(deps, announceWins),
    announceDraw: (game: LotteryGameRow, draw: DrawRow, at: number, seeded?: boolean) =>
      inGameOrder(game.gameId, () => announceDraw(deps, game, draw, at, seeded)),
    shareBetCard: given(deps, shareBetCard),
    betCardOf: given(deps, betCardOf),
    setBetCardsHidden: given(deps, setBetCardsHidden),
    betCardsHidden: given(deps, betCardsHidden),
    reportMessage: given(deps, reportMessage),
    setMuted: given(deps, setMuted),
    mutedUsers: given(deps, mutedUsers),
    markRead: given(deps, markRead),
    unreadCounts: given(deps, unreadCounts),
  }
}

/** The chat service of one platform. */
export type ChatService = ReturnType<typeof createChatService>
