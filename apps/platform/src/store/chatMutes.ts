import type { Db } from '../db'

/** A chat identity a member muted, as their list shows it. */
export interface MutedUserRow {
  chatUserId: number
  nickname: string
  avatarId: number
  createdAt: number
}

/** Who mutes whom in the chat (migration 22, `chat/mutes.ts`). Ids are `chat_users` ids. */
export function createChatMuteStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO chat_mutes (chat_user_id, muted_chat_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (chat_user_id, muted_chat_id) DO NOTHING`,
  )
  const remove = db.prepare('DELETE FROM chat_mutes WHERE chat_user_id = ? AND muted_chat_id = ?')
  const list = db.prepare(
    `SELECT m.muted_chat_id AS chatUserId, cu.nickname AS nickname,
       COALESCE(u.avatar_id, cu.avatar_id) AS avatarId, m.created_at AS createdAt
     FROM chat_mutes m JOIN chat_users cu ON cu.id = m.muted_chat_id LEFT JOIN users u ON u.user_id = cu.user_id
     WHERE m.chat_user_id = ? ORDER BY m.created_at DESC, m.muted_chat_id DESC`,
  )
  const mutersOf = db.prepare('SELECT chat_user_id AS id FROM chat_mutes WHERE muted_chat_id = ?').pluck()
  const mutes = db.prepare('SELECT 1 FROM chat_mutes WHERE chat_user_id = ? AND muted_chat_id = ?')

  return {
    /** Mutes (true) or unmutes a chat identity for a member; idempotent. */
    set(chatUserId: number, mutedChatId: number, on: boolean, at: number): void {
      if (on) insert.run(chatUserId, mutedChatId, at)
      else remove.run(chatUserId, mutedChatId)
    },
    list: (chatUserId: number) => list.all(chatUserId) as MutedUserRow[],
    /** The chat identities that muted a sender (who must not get its messages). */
    mutersOf: (mutedChatId: number) => new Set(mutersOf.all(mutedChatId) as number[]),
    mutes: (chatUserId: number, mutedChatId: number) => mutes.get(chatUserId, mutedChatId) !== undefined,
  }
}

/** The chat mute store. */
export type ChatMuteStore = ReturnType<typeof createChatMuteStore>
