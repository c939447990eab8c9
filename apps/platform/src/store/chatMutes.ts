import type { Queries } from '../storage/queries'

/** A chat identity a member muted, as their list shows it. */
export interface MutedUserRow {
  chatUserId: number
  nickname: string
  avatarId: number
  createdAt: number
}

/** Who mutes whom in the chat (migration 22, `chat/mutes.ts`). Ids are `chat_users` ids. */
export function createChatMuteStore(db: Queries) {
  return {
    /** Mutes (true) or unmutes a chat identity for a member; idempotent. */
    async set(chatUserId: number, mutedChatId: number, on: boolean, at: number): Promise<void> {
      if (on)
        await db
          .insertInto('chat_mutes')
          .values({ chat_user_id: chatUserId, muted_chat_id: mutedChatId, created_at: at })
          .onConflict((oc) => oc.columns(['chat_user_id', 'muted_chat_id']).doNothing())
          .execute()
      else
        await db
          .deleteFrom('chat_mutes')
          .where('chat_user_id', '=', chatUserId)
          .where('muted_chat_id', '=', mutedChatId)
          .execute()
    },
    /** The identities a member muted, newest first. */
    list: (chatUserId: number): Promise<MutedUserRow[]> =>
      db
        .selectFrom('chat_mutes as m')
        .innerJoin('chat_users as cu', 'cu.id', 'm.muted_chat_id')
        .leftJoin('users as u', 'u.user_id', 'cu.user_id')
        .select((eb) => [
          'm.muted_chat_id as chatUserId',
          'cu.nickname as nickname',
          eb.fn.coalesce('u.avatar_id', 'cu.avatar_id').$castTo<number>().as('avatarId'),
          'm.created_at as createdAt',
        ])
        .where('m.chat_user_id', '=', chatUserId)
        .orderBy('m.created_at', 'desc')
        .orderBy('m.muted_chat_id', 'desc')
        .execute(),
    /** The chat identities that muted a sender (who must not get its messages). */
    mutersOf: async (mutedChatId: number): Promise<Set<number>> =>
      new Set(
        (
          await db
            .selectFrom('chat_mutes')
            .select('chat_user_id')
            .where('muted_chat_id', '=', mutedChatId)
            .execute()
        ).map((row) => row.chat_user_id),
      ),
    mutes: async (chatUserId: number, mutedChatId: number): Promise<boolean> =>
      (await db
        .selectFrom('chat_mutes')
        .select('chat_user_id')
        .where('chat_user_id', '=', chatUserId)
        .where('muted_chat_id', '=', mutedChatId)
        .executeTakeFirst()) !== undefined,
  }
}

/** The chat mute store. */
export type ChatMuteStore = ReturnType<typeof createChatMuteStore>
