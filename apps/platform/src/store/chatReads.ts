import type { Queries } from '../storage/queries'

/** How many of a room's latest messages the unread count looks at (the badges show 99+ above 99). */
export const UNREAD_WINDOW = 200

/** Read marks of the chat (migration 23, `chat/reads.ts`). Ids are `chat_users` and `chat_messages` ids. */
export function createChatReadStore(db: Queries) {
  return {
    /** Moves a reader's mark in a room forward to `lastReadId`; answers the mark now. */
    mark: async (chatUserId: number, roomId: number, lastReadId: number, at: number): Promise<number> =>
      (
        await db
          .insertInto('chat_reads')
          .values({ chat_user_id: chatUserId, room_id: roomId, last_read_id: lastReadId, updated_at: at })
          // A mark never moves back: a late READ of an older message (another device) leaves the newer mark.
          .onConflict((oc) =>
            oc.columns(['chat_user_id', 'room_id']).doUpdateSet((eb) => ({
              last_read_id: eb
                .case()
                .when('excluded.last_read_id', '>', eb.ref('chat_reads.last_read_id'))
                .then(eb.ref('excluded.last_read_id'))
                .else(eb.ref('chat_reads.last_read_id'))
                .end(),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning('last_read_id as lastReadId')
          .executeTakeFirstOrThrow()
      ).lastReadId,
    /** A reader's marks by room. */
    marksOf: async (chatUserId: number): Promise<Map<number, number>> =>
      new Map(
        (
          await db
            .selectFrom('chat_reads')
            .select(['room_id as roomId', 'last_read_id as lastReadId'])
            .where('chat_user_id', '=', chatUserId)
            .execute()
        ).map((r) => [r.roomId, r.lastReadId]),
      ),
    /** The id of a room's newest message at or below `atMost` (0 for none). */
    latestId: async (roomId: number, atMost = Number.MAX_SAFE_INTEGER): Promise<number> =>
      (
        await db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('room_id', '=', roomId)
          .where('cleared', '=', 0)
          .where('id', '<=', atMost)
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    /**
     * Others' messages after `after` among the room's latest {@link UNREAD_WINDOW} (cleared ones are gone for
     * everyone), as `reader` reads them: without system lines, deleted messages and the senders the reader
     * muted (chat/mutes.ts).
     */
    unread: async (reader: number, roomId: number, after: number): Promise<number> => {
      const { n } = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('chat_messages')
            .select(['id', 'sender_id', 'type', 'deleted'])
            .where('room_id', '=', roomId)
            .where('cleared', '=', 0)
            .orderBy('seq', 'desc')
            .limit(UNREAD_WINDOW)
            .as('m'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.id', '>', after)
        .where('m.type', '<>', 'system')
        .where('m.deleted', '=', 0)
        .where('m.sender_id', '<>', reader)
        .where('m.sender_id', 'not in', (eb) =>
          eb.selectFrom('chat_mutes').select('muted_chat_id').where('chat_user_id', '=', reader),
        )
        .executeTakeFirstOrThrow()
      return Number(n)
    },
  }
}

/** The chat read-mark store. */
export type ChatReadStore = ReturnType<typeof createChatReadStore>
