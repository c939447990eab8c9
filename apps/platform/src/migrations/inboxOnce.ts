/**
 * Migration 16: messages that must reach a member's inbox once. `dedupe_key` names what a message is about
 * (a turn's win, a withdrawal's decision, a recharge's credit: `store/messages.ts`); a second message with
 * the same key for the same member is not written, whoever writes it. Other messages have none.
 * `bets_by_user_turn` answers a member's bets on one turn (the betting page's 中奖 / 未中奖 notice) without
 * reading all the member's bets.
 */
export const inboxOnce = `
ALTER TABLE push_messages ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX push_messages_once ON push_messages (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX bets_by_user_turn ON bets (user_id, game_id, turn_num);
`
