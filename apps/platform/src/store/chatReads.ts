import type { Db } from '../db'

/** How many of a room's latest messages the unread count looks at (the badges show 99+ above 99). */
export const UNREAD_WINDOW = 200

/** Read marks of the chat (migration 23, `chat/reads.ts`). Ids are `chat_users` and `chat_messages` ids. */
export function createChatReadStore(db: Db) {
  // A mark never moves back: a late READ of an older message (another device) leaves the newer mark.
  const upsert = db.prepare(
    `INSERT INTO chat_reads (chat_user_id, room_id, last_read_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (chat_user_id, room_id) DO UPDATE SET
       last_read_id = MAX(last_read_id, excluded.last_read_id), updated_at = excluded.updated_at
     RETURNING last_read_id AS lastReadId`,
  )
  const marks = db.prepare(
    'SELECT room_id AS roomId, last_read_id AS lastReadId FROM chat_reads WHERE chat_user_id = ?',
  )
  const latestId = db.prepare(
    'SELECT MAX(id) AS id FROM chat_messages WHERE room_id = ? AND cleared = 0 AND id <= ?',
  )
  // Among the room's latest messages (cleared ones are gone for everyone): others' lines after the mark,
  // without system lines, deleted messages and the senders the reader muted (chat/mutes.ts).
  const unread = db.prepare(
    `SELECT COUNT(*) AS n FROM (
       SELECT id, sender_id, type, deleted FROM chat_messages WHERE room_id = @roomId AND cleared = 0
       ORDER BY seq DESC LIMIT ${UNREAD_WINDOW}
     ) m
     WHERE m.id > @after AND m.type <> 'system' AND m.deleted = 0 AND m.sender_id <> @reader
       AND m.sender_id NOT IN (SELECT muted_chat_id FROM chat_mutes WHERE chat_user_id = @reader)`,
  )

  return {
    /** Moves a reader's mark in a room forward to `lastReadId`; answers the mark now. */
    mark: (chatUserId: number, roomId: number, lastReadId: number, at: number) =>
      (upsert.get(chatUserId, roomId, lastReadId, at) as { lastReadId: number }).lastReadId,
    /** A reader's marks by room. */
    marksOf: (chatUserId: number) =>
      new Map(
        (marks.all(chatUserId) as { roomId: number; lastReadId: number }[]).map((r) => [
          r.roomId,
          r.lastReadId,
        ]),
      ),
    /** The id of a room's newest message at or below `atMost` (0 for none). */
    latestId: (roomId: number, atMost = Number.MAX_SAFE_INTEGER) =>
      (latestId.get(roomId, atMost) as { id: number | null }).id ?? 0,
    /** Others' messages after `after` among the room's latest {@link UNREAD_WINDOW}, as `reader` reads them. */
    unread: (reader: number, roomId: number, after: number) =>
      (unread.get({ reader, roomId, after }) as { n: number }).n,
  }
}

/** The chat read-mark store. */
export type ChatReadStore = ReturnType<typeof createChatReadStore>
