/**
 * The chat's bet cards (晒单 / 跟单, `chat/betCards.ts`; docs/product.md, "Bet cards").
 *
 * - `chat_messages` is rebuilt to take the message type `betcard` (its CHECK is fixed at creation) and gains
 *   `seeded`: 1 for the history the seed writes on first start (`chat/seedHistory.ts`), so nothing that
 *   counts real activity mixes them in. No table refers to `chat_messages`, so the copy keeps every id.
 * - `chat_bet_cards`: the card of a `betcard` message — the sharer's bets (`order_nos`, JSON), game, turn,
 *   play, the lines as shared (selection, stake per 注 in fen, frozen odds; never a balance), when the turn
 *   stopped taking bets, and for seeded cards (which have no bets) the result judged at seed time.
 * - `chat_bet_card_prefs`: members who hide their bet cards from others.
 * - `chat_reports`: 举报 of a room message by a member, once per member and message, for staff to review.
 */
export const chatBetCards = `
CREATE TABLE chat_messages_next (
  id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  seq INTEGER NOT NULL,
  sender_id INTEGER NOT NULL REFERENCES chat_users(id),
  type TEXT NOT NULL CHECK (type IN ('text', 'image', 'hongbao', 'system', 'betcard')),
  body TEXT NOT NULL,
  hongbao_id INTEGER,
  deleted INTEGER NOT NULL DEFAULT 0,
  cleared INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0 CHECK (seeded IN (0, 1)),
  UNIQUE (room_id, seq)
);
INSERT INTO chat_messages_next (id, room_id, seq, sender_id, type, body, hongbao_id, deleted, cleared, created_at)
  SELECT id, room_id, seq, sender_id, type, body, hongbao_id, deleted, cleared, created_at FROM chat_messages;
DROP TABLE chat_messages;
ALTER TABLE chat_messages_next RENAME TO chat_messages;
CREATE TABLE chat_bet_cards (
  message_id INTEGER PRIMARY KEY REFERENCES chat_messages(id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  game_id INTEGER NOT NULL,
  turn_num TEXT NOT NULL,
  play_id TEXT NOT NULL,
  order_nos TEXT NOT NULL,
  lines TEXT NOT NULL,
  bet_end_time INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0 CHECK (seeded IN (0, 1)),
  seeded_result TEXT CHECK (seeded_result IN ('won', 'lost')),
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_bet_cards_by_user ON chat_bet_cards (user_id);
CREATE TABLE chat_bet_card_prefs (
  user_id INTEGER PRIMARY KEY REFERENCES users(user_id),
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  updated_at INTEGER NOT NULL
);
CREATE TABLE chat_reports (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES chat_messages(id),
  reporter_chat_id INTEGER NOT NULL REFERENCES chat_users(id),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (message_id, reporter_chat_id)
);
`
