import type { BetCardSettlement, FrozenOdds, Selection } from '@liuhe/domain'
import type { Queries } from '../storage/queries'

/** One line of a bet card: a bet as it was placed (no balance, no payout). */
export interface BetCardLine {
  selection: Selection
  stakeFen: number
  betCount: number
  odds: FrozenOdds
}

/** A stored bet card (migration `chatBetCards`). */
export interface BetCardRow {
  messageId: number
  userId: number
  gameId: number
  turnNum: string
  playId: string
  orderNos: string[]
  lines: BetCardLine[]
  betEndTime: number
  seeded: boolean
  createdAt: number
}

interface RawCard extends Omit<BetCardRow, 'orderNos' | 'lines' | 'seeded'> {
  orderNos: string
  lines: string
  seeded: number
  seededResult: 'won' | 'lost' | null
}

/** The columns of a {@link RawCard}. */
const columns = [
  'message_id as messageId',
  'user_id as userId',
  'game_id as gameId',
  'turn_num as turnNum',
  'play_id as playId',
  'order_nos as orderNos',
  'lines',
  'bet_end_time as betEndTime',
  'seeded',
  'seeded_result as seededResult',
  'created_at as createdAt',
] as const

const toCard = (raw: RawCard | undefined) =>
  raw && {
    row: {
      messageId: raw.messageId,
      userId: raw.userId,
      gameId: raw.gameId,
      turnNum: raw.turnNum,
      playId: raw.playId,
      orderNos: JSON.parse(raw.orderNos) as string[],
      lines: JSON.parse(raw.lines) as BetCardLine[],
      betEndTime: raw.betEndTime,
      seeded: raw.seeded === 1,
      createdAt: raw.createdAt,
    } satisfies BetCardRow,
    seededResult: raw.seededResult,
  }

/** Bet cards of the chat (`chat/betCards.ts`), the members who hide theirs, and reported messages. */
export function createChatBetCardStore(db: Queries) {
  const byMessage = async (messageId: number) =>
    toCard(
      (await db
        .selectFrom('chat_bet_cards')
        .select(columns)
        .where('message_id', '=', messageId)
        .executeTakeFirst()) as RawCard | undefined,
    )

  return {
    /** Stores a card for its message (inside the message's transaction). */
    async insert(card: BetCardRow & { seededResult?: 'won' | 'lost' | null }): Promise<void> {
      await db
        .insertInto('chat_bet_cards')
        .values({
          message_id: card.messageId,
          user_id: card.userId,
          game_id: card.gameId,
          turn_num: card.turnNum,
          play_id: card.playId,
          order_nos: JSON.stringify(card.orderNos),
          lines: JSON.stringify(card.lines),
          bet_end_time: card.betEndTime,
          seeded: card.seeded ? 1 : 0,
          seeded_result: card.seededResult ?? null,
          created_at: card.createdAt,
        })
        .execute()
    },
    find: async (messageId: number): Promise<BetCardRow | undefined> => (await byMessage(messageId))?.row,
    /**
     * How a card's bets stand (a seeded card: its result judged at seed time): pending while any is, won when
     * any won or pushed, lost, or cancelled when none was settled (all cancelled, or none found).
     */
    async settlementOf(messageId: number): Promise<BetCardSettlement> {
      const card = await byMessage(messageId)
      if (!card) return 'cancelled'
      if (card.row.seeded) return card.seededResult ?? 'pending'
      // A card holds one bet form's lines at most (chat/betCards.ts MAX_CARD_ORDERS): read, counted here.
      const bets =
        card.row.orderNos.length === 0
          ? []
          : await db
              .selectFrom('bets')
              .select(['status', 'result'])
              .where('user_id', '=', card.row.userId)
              .where('order_no', 'in', card.row.orderNos)
              .execute()
      if (bets.some((bet) => bet.status === 0)) return 'pending'
      const settled = bets.filter((bet) => bet.status === 1)
      if (settled.length === 0) return 'cancelled'
      return settled.some((bet) => bet.result === 1 || bet.result === 2) ? 'won' : 'lost'
    },
    isHidden: async (userId: number): Promise<boolean> =>
      (
        await db
          .selectFrom('chat_bet_card_prefs')
          .select('hidden')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.hidden === 1,
    async setHidden(userId: number, on: boolean, at: number): Promise<void> {
      await db
        .insertInto('chat_bet_card_prefs')
        .values({ user_id: userId, hidden: on ? 1 : 0, updated_at: at })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            hidden: eb.ref('excluded.hidden'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute()
    },
    /** How many messages the seed's history wrote (`chat/seedHistory.ts`). */
    seededMessages: async (): Promise<number> => {
      const { n } = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seeded', '=', 1)
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    /** Records a member's 举报 of a message; false when they reported it before. */
    report: async (messageId: number, reporterChatId: number, reason: string, at: number): Promise<boolean> =>
      (await db
        .insertInto('chat_reports')
        .values({ message_id: messageId, reporter_chat_id: reporterChatId, reason, created_at: at })
        .onConflict((oc) => oc.columns(['message_id', 'reporter_chat_id']).doNothing())
        .returning('id')
        .executeTakeFirst()) !== undefined,
  }
}

/** The bet card store. */
export type ChatBetCardStore = ReturnType<typeof createChatBetCardStore>
