/**
 * Migration 6: what each member has staked on each turn of each game, kept as a running total. Every bet
 * form checks the per-turn limit against it, and summing the member's bets instead would read more rows
 * with every bet (a busy member places thousands on one fast turn).
 */
export const betsByTurn = `
CREATE TABLE turn_stakes (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  game_id INTEGER NOT NULL,
  turn_num TEXT NOT NULL,
  staked_fen INTEGER NOT NULL CHECK (staked_fen >= 0),
  PRIMARY KEY (user_id, game_id, turn_num)
) WITHOUT ROWID;
INSERT INTO turn_stakes (user_id, game_id, turn_num, staked_fen)
  SELECT user_id, game_id, turn_num, SUM(amount_fen) FROM bets WHERE status IN (0, 1)
  GROUP BY user_id, game_id, turn_num;
`
