import type { InboxMessage } from '@liuhe/domain'
import type { Db } from '../db'

/** A message of a member's inbox. */
export interface PushMessageRow {
  id: number
  title: string
  content: string
  isRead: number
  createdAt: number
}

/** The members' inboxes (站内信): what the platform tells a member, read or not. */
export function createMessageStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO push_messages (user_id, title, content, created_at) VALUES (?, ?, ?, ?)',
  )
  const insertOnce = db.prepare(
    `INSERT INTO push_messages (user_id, title, content, created_at, dedupe_key) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`,
  )
  const page = db.prepare(
    `SELECT id, title, content, is_read AS isRead, created_at AS createdAt FROM push_messages
     WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  )
  const count = db.prepare('SELECT COUNT(*) AS n FROM push_messages WHERE user_id = ?')
  const unread = db.prepare('SELECT COUNT(*) AS n FROM push_messages WHERE user_id = ? AND is_read = 0')
  const read = db.prepare('UPDATE push_messages SET is_read = 1 WHERE user_id = ? AND id = ?')
  const remove = db.prepare('DELETE FROM push_messages WHERE user_id = ? AND id = ?')

  return {
    /** Puts a message in a member's inbox. */
    push(userId: number, title: string, content: string, at: number): void {
      insert.run(userId, title, content, at)
    },
    /**
     * Puts a message about one thing (`key`: a turn's win, a withdrawal's decision, a recharge's credit) in a
     * member's inbox, unless the member has a message with that key already; true when it was written.
     */
    pushOnce(userId: number, key: string, message: InboxMessage, at: number): boolean {
      return insertOnce.run(userId, message.title, message.content, at, key).changes === 1
    },
    /** A page of a member's messages, newest first, with the count of all. */
    pageOf(userId: number, limit: number, offset: number): { rows: PushMessageRow[]; total: number } {
      return {
        rows: page.all(userId, limit, offset) as PushMessageRow[],
        total: (count.get(userId) as { n: number }).n,
      }
    },
    unreadCount(userId: number): number {
      return (unread.get(userId) as { n: number }).n
    },
    /** Marks one of the member's messages read; false when the member has no such message. */
    markRead(userId: number, id: number): boolean {
      return read.run(userId, id).changes === 1
    },
    /** Deletes one of the member's messages; false when the member has no such message. */
    remove(userId: number, id: number): boolean {
      return remove.run(userId, id).changes === 1
    },
  }
}

/** The message store of one database. */
export type MessageStore = ReturnType<typeof createMessageStore>
