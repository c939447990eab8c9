/**
 * Migration 24: every bet gets an id, `bets.id`, in the order the bets were placed. The settlement reads a
 * turn's pending bets in batches after the last one it read, and the bet list shows a member's bets of one
 * moment newest first (betting/settle.ts, store/bets.ts): both went by SQLite's rowid, which PostgreSQL does
 * not have (docs/platform.md, "Storage engines"). The table is rebuilt with `id INTEGER PRIMARY KEY` (the
 * rowid itself, as before) holding each bet's rowid, and `order_no` stays unique and now NOT NULL. No table
 * refers to `bets`, so the copy keeps every row as it was.
 */
export const betIds = `
CREATE TABLE bets_next (
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  turn_num TEXT NOT NULL,
  play_id TEXT NOT NULL,
  -- the selection as placed (JSON of @liuhe/domain's Selection)
  selection TEXT NOT NULL,
  bet_count INTEGER NOT NULL,
  -- stake of one 注
  stake_fen INTEGER NOT NULL,
  -- what the bet took from the balance (stake × 注, or the hold of a doubled niu niu bet)
  amount_fen INTEGER NOT NULL,
  -- odds frozen when placed (JSON of @liuhe/domain's FrozenOdds)
  odds TEXT NOT NULL,
  -- 1 credit play
  model INTEGER NOT NULL DEFAULT 1,
  -- 0 pending, 1 settled, 2 cancelled
  status INTEGER NOT NULL DEFAULT 0,
  -- when settled: 0 not won, 1 paid out, 2 draw
  result INTEGER,
  payout_fen INTEGER NOT NULL DEFAULT 0,
  open_num TEXT NOT NULL DEFAULT '',
  bet_end_time INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  form_key TEXT NOT NULL,
  rebate_claim_id INTEGER,
  -- the rowid: in the order the bets were placed
  id INTEGER PRIMARY KEY
);
INSERT INTO bets_next (order_no, user_id, game_id, turn_num, play_id, selection, bet_count, stake_fen, amount_fen,
    odds, model, status, result, payout_fen, open_num, bet_end_time, created_at, settled_at, form_key,
    rebate_claim_id, id)
  SELECT order_no, user_id, game_id, turn_num, play_id, selection, bet_count, stake_fen, amount_fen, odds, model,
    status, result, payout_fen, open_num, bet_end_time, created_at, settled_at, form_key, rebate_claim_id, rowid
  FROM bets ORDER BY rowid;
DROP TABLE bets;
ALTER TABLE bets_next RENAME TO bets;
CREATE INDEX bets_pending ON bets (game_id, turn_num) WHERE status = 0;
CREATE INDEX bets_by_user ON bets (user_id, created_at);
CREATE INDEX bets_unwashed ON bets (user_id) WHERE status = 1 AND rebate_claim_id IS NULL;
CREATE INDEX bets_settled_by_user ON bets (user_id, settled_at) WHERE status = 1;
CREATE INDEX bets_by_user_turn ON bets (user_id, game_id, turn_num);
`
