import type { BetCardSettlement, FrozenOdds, Selection } from '@liuhe/domain'
import type { Db } from '../db'

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

const columns = `message_id AS messageId, user_id AS userId, game_id AS gameId, turn_num AS turnNum,
  play_id AS playId, order_nos AS orderNos, lines, bet_end_time AS betEndTime, seeded,
  seeded_result AS seededResult, created_at AS createdAt`

/** Bet cards of the chat (`chat/betCards.ts`), the members who hide theirs, and reported messages. */
export function createChatBetCardStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO chat_bet_cards (message_id, user_id, game_id, turn_num, play_id, order_nos, lines, bet_end_time,
       seeded, seeded_result, created_at)
     VALUES (@messageId, @userId, @gameId, @turnNum, @playId, @orderNos, @lines, @betEndTime, @seeded,
       @seededResult, @createdAt)`,
  )
  const byMessage = db.prepare(`SELECT ${columns} FROM chat_bet_cards WHERE message_id = ?`)
  // How the card's bets stand: pending while any is, won when any won or pushed, lost, or all cancelled.
  const betsOf = db.prepare(
    `SELECT COALESCE(SUM(status = 0), 0) AS pending, COALESCE(SUM(status = 1 AND result IN (1, 2)), 0) AS won,
       COALESCE(SUM(status = 1), 0) AS settled, COUNT(*) AS bets
     FROM bets WHERE user_id = ? AND order_no IN (SELECT value FROM json_each(?))`,
  )
  const hidden = db.prepare('SELECT hidden FROM chat_bet_card_prefs WHERE user_id = ?')
  const setHidden = db.prepare(
    `INSERT INTO chat_bet_card_prefs (user_id, hidden, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET hidden = excluded.hidden, updated_at = excluded.updated_at`,
  )
  const seededCount = db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE seeded = 1')
  const insertReport = db.prepare(
    `INSERT INTO chat_reports (message_id, reporter_chat_id, reason, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (message_id, reporter_chat_id) DO NOTHING`,
  )

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

  return {
    /** Stores a card for its message (inside the message's transaction). */
    insert(card: BetCardRow & { seededResult?: 'won' | 'lost' | null }): void {
      insert.run({
        ...card,
        orderNos: JSON.stringify(card.orderNos),
        lines: JSON.stringify(card.lines),
        seeded: card.seeded ? 1 : 0,
        seededResult: card.seededResult ?? null,
      })
    },
    find: (messageId: number) => toCard(byMessage.get(messageId) as RawCard | undefined)?.row,
    /** How a card's bets stand (a seeded card: its result judged at seed time). */
    settlementOf(messageId: number): BetCardSettlement {
      const card = toCard(byMessage.get(messageId) as RawCard | undefined)
      if (!card) return 'cancelled'
      if (card.row.seeded) return card.seededResult ?? 'pending'
      const s = betsOf.get(card.row.userId, JSON.stringify(card.row.orderNos)) as {
        pending: number
        won: number
        settled: number
        bets: number
      }
      if (s.pending > 0) return 'pending'
      if (s.settled === 0) return 'cancelled'
      return s.won > 0 ? 'won' : 'lost'
    },
    isHidden: (userId: number) => (hidden.get(userId) as { hidden: number } | undefined)?.hidden === 1,
    setHidden: (userId: number, on: boolean, at: number) => void setHidden.run(userId, on ? 1 : 0, at),
    seededMessages: () => (seededCount.get() as { n: number }).n,
    /** Records a member's 举报 of a message; false when they reported it before. */
    report: (messageId: number, reporterChatId: number, reason: string, at: number) =>
      insertReport.run(messageId, reporterChatId, reason, at).changes > 0,
  }
}

/** The bet card store. */
export type ChatBetCardStore = ReturnType<typeof createChatBetCardStore>
