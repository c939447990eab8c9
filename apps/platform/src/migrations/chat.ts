/**
 * Migration 10: the chat service (`/api-messen`, `src/chat`).
 *
 * - `chat_class_groups` / `chat_rooms`: public rooms by class group (大厅, 彩种) and the private rooms of
 *   one-to-one chats (`kind = 'private'`, members in `chat_room_members`). A room's `enable_chat` and
 *   `chat_level` decide who may speak (staff, chat level 2, always may), `sec_per_mess` is its slow mode, and
 *   `last_seq` numbers its messages 1, 2, 3… (`chat_messages.seq`) so clients can check their order. A lottery
 *   game's room has its `game_id` (win notices go there); the chat service adds the rooms of games seeded
 *   after this migration when it starts.
 * - `chat_users`: chat identities — a member's (`user_id`), a guest's (`/chat/guest/id-generation`) and the
 *   company's customer-service account (`kind = 'service'`, written here). `chat_tokens`: chat tokens, a
 *   member's bound to the access token it was made with (a newer login ends the older chat sessions).
 * - `chat_silenced`: silenced users. `chat_hongbao` / `chat_hongbao_shares`: red packets, the split fixed at
 *   send time, one share per grabbing user (`UNIQUE (hongbao_id, user_id)`); the money moves through the
 *   ledger (`hongbaoSend`, `hongbaoGrab`, `hongbaoRefund`, ref `hongbao:<id>`).
 */
export const chat = `
CREATE TABLE chat_class_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE chat_rooms (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('room', 'private')),
  class_group_id INTEGER REFERENCES chat_class_groups(id),
  name TEXT NOT NULL DEFAULT '',
  game_id INTEGER UNIQUE,
  enable_chat INTEGER NOT NULL DEFAULT 1 CHECK (enable_chat IN (0, 1)),
  chat_level INTEGER NOT NULL DEFAULT 0 CHECK (chat_level >= 0),
  sec_per_mess INTEGER NOT NULL DEFAULT 0 CHECK (sec_per_mess >= 0),
  last_seq INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE chat_users (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('member', 'guest', 'service')),
  user_id INTEGER UNIQUE REFERENCES users(user_id),
  hash_id TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL,
  avatar_id INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE TABLE chat_tokens (
  token TEXT PRIMARY KEY,
  chat_user_id INTEGER NOT NULL REFERENCES chat_users(id),
  access_token TEXT,
  created_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX chat_tokens_by_user ON chat_tokens (chat_user_id, revoked);
CREATE TABLE chat_room_members (
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  chat_user_id INTEGER NOT NULL REFERENCES chat_users(id),
  friend_id INTEGER NOT NULL REFERENCES chat_users(id),
  remark TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (room_id, chat_user_id)
);
CREATE UNIQUE INDEX chat_private_pairs ON chat_room_members (chat_user_id, friend_id);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  seq INTEGER NOT NULL,
  sender_id INTEGER NOT NULL REFERENCES chat_users(id),
  type TEXT NOT NULL CHECK (type IN ('text', 'image', 'hongbao', 'system')),
  body TEXT NOT NULL,
  hongbao_id INTEGER,
  deleted INTEGER NOT NULL DEFAULT 0,
  cleared INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (room_id, seq)
);
CREATE TABLE chat_silenced (
  chat_user_id INTEGER PRIMARY KEY REFERENCES chat_users(id),
  by_user_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE chat_hongbao (
  id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  sender_chat_id INTEGER NOT NULL REFERENCES chat_users(id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  count INTEGER NOT NULL CHECK (count > 0),
  greeting TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  refunded_fen INTEGER,
  refunded_at INTEGER,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX chat_hongbao_to_refund ON chat_hongbao (expires_at) WHERE refunded_at IS NULL;
CREATE TABLE chat_hongbao_shares (
  hongbao_id INTEGER NOT NULL REFERENCES chat_hongbao(id),
  idx INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  user_id INTEGER REFERENCES users(user_id),
  chat_user_id INTEGER REFERENCES chat_users(id),
  grabbed_at INTEGER,
  PRIMARY KEY (hongbao_id, idx),
  UNIQUE (hongbao_id, user_id)
);
INSERT INTO chat_class_groups (id, name, sort) VALUES (1, '综合大厅', 1), (2, '彩种聊天室', 2);
INSERT INTO chat_rooms (kind, class_group_id, name, enable_chat, chat_level, sec_per_mess, sort, created_at)
VALUES ('room', 1, '六合综合聊天室', 1, 0, 3, 1, 0);
INSERT INTO chat_users (kind, hash_id, nickname, avatar_id, created_at)
VALUES ('service', 'service-kefu', '在线客服', 1, 0);
`
