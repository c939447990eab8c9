import type { InboxMessage } from '@liuhe/domain'
import { insertInChunks, type Queries } from '../storage/queries'

/** A message of a member's inbox. */
export interface PushMessageRow {
  id: number
  title: string
  content: string
  isRead: number
  createdAt: number
}

/** The members' inboxes (站内信): what the platform tells a member, read or not. */
export function createMessageStore(db: Queries) {
  /** How many messages a member has (the unread ones only, when `unreadOnly`). */
  const countOf = async (userId: number, unreadOnly: boolean): Promise<number> => {
    const { n } = await db
      .selectFrom('push_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .$if(unreadOnly, (qb) => qb.where('is_read', '=', 0))
      .executeTakeFirstOrThrow()
    return Number(n)
  }

  return {
    /** Puts a message in a member's inbox. */
    async push(userId: number, title: string, content: string, at: number): Promise<void> {
      await db
        .insertInto('push_messages')
        .values({ user_id: userId, title, content, created_at: at })
        .execute()
    },
    /**
     * Puts a message about one thing (`key`: a turn's win, a withdrawal's decision, a recharge's credit) in a
     * member's inbox, unless the member has a message with that key already; true when it was written. The
     * UNIQUE index on (user_id, dedupe_key) decides, so two writes of one key at the same time write one.
     */
    async pushOnce(userId: number, key: string, message: InboxMessage, at: number): Promise<boolean> {
      const result = await db
        .insertInto('push_messages')
        .values({
          user_id: userId,
          title: message.title,
          content: message.content,
          created_at: at,
          dedupe_key: key,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing(),
        )
        .executeTakeFirst()
      return result.numInsertedOrUpdatedRows === 1n
    },
    /**
     * {@link pushOnce} for many messages in one INSERT (a settled turn's win notices, betting/settle.ts); a
     * (member, key) pair given twice is written once, with the first of its messages.
     */
    async pushOnceMany(
      messages: readonly { userId: number; key: string; message: InboxMessage }[],
      at: number,
    ): Promise<void> {
      // The first of a pair given twice is the one written, as with pushOnce one after the other.
      const firsts = new Map<string, (typeof messages)[number]>()
      for (const m of messages) if (!firsts.has(`${m.userId}:${m.key}`)) firsts.set(`${m.userId}:${m.key}`, m)
      const rows = [...firsts.values()].map((m) => ({
        user_id: m.userId,
        title: m.message.title,
        content: m.message.content,
        created_at: at,
        dedupe_key: m.key,
      }))
      if (rows.length === 0) return
      await insertInChunks(db, 'push_messages', rows, { skipConflicts: true })
    },
    /** A page of a member's messages, newest first, with the count of all. */
    async pageOf(
      userId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: PushMessageRow[]; total: number }> {
      const rows = await db
        .selectFrom('push_messages')
        .select(['id', 'title', 'content', 'is_read as isRead', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
      return { rows, total: await countOf(userId, false) }
    },
    unreadCount(userId: number): Promise<number> {
      return countOf(userId, true)
    },
    /** Marks one of the member's messages read; false when the member has no such message. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('push_messages')
        .set({ is_read: 1 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
    /** Deletes one of the member's messages; false when the member has no such message. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('push_messages')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
      return result.numDeletedRows === 1n
    },
  }
}

/** The message store of one database. */
export type MessageStore = ReturnType<typeof createMessageStore>
