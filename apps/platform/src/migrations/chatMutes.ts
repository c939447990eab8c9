/**
 * Migration 22: members who mute (屏蔽) other members in the chat (`chat/mutes.ts`; docs/product.md, "Bet
 * cards"). `chat_mutes` holds one row per muter and muted chat identity (`chat_users` ids): the muter's
 * room history, live pushes and private chat leave out the muted member's messages and bet cards.
 * `chat_mutes_by_muted` finds who muted a sender when a message fans out (`chat/socket.ts`).
 */
export const chatMutes = `
CREATE TABLE chat_mutes (
  chat_user_id INTEGER NOT NULL REFERENCES chat_users(id),
  muted_chat_id INTEGER NOT NULL REFERENCES chat_users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (chat_user_id, muted_chat_id),
  CHECK (chat_user_id <> muted_chat_id)
);
CREATE INDEX chat_mutes_by_muted ON chat_mutes (muted_chat_id);
`
