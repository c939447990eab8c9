import { bettingPlays } from '@liuhe/domain'
import type { Db } from '../db'

/** The company whose odds the platform seeds; other companies bet at the catalogue's default odds. */
export const SEEDED_ODDS_COMPANY = 'LH'

/**
 * Migration 4: money as whole fen, the ledger, bets and odds.
 *
 * - The wallet columns move from REAL 元 to INTEGER fen (rounded to the fen once, here), and a main or
 *   live balance can never go below zero (CHECK).
 * - `ledger` holds one signed row per balance change, with the wallet's balance after it; each existing
 *   balance opens its ledger with one `opening` row, so from here on a balance is the sum of its rows.
 * - `bets` holds one row per bet of a form, with its frozen odds; `bet_forms` keeps each form's answer by
 *   its idempotency key, so a repeated form places nothing again.
 * - `play_odds` holds each company's odds and closed plays, seeded from the catalogue's default odds.
 */
export function ledger(db: Db): void {
  db.exec(`
ALTER TABLE users ADD COLUMN money_fen INTEGER NOT NULL DEFAULT 0 CHECK (money_fen >= 0);
ALTER TABLE users ADD COLUMN live_money_fen INTEGER NOT NULL DEFAULT 0 CHECK (live_money_fen >= 0);
ALTER TABLE users ADD COLUMN rech_money_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN cycle_bet_fen INTEGER NOT NULL DEFAULT 0;
UPDATE users SET
  money_fen = CAST(ROUND(money * 100) AS INTEGER),
  live_money_fen = CAST(ROUND(live_money * 100) AS INTEGER),
  rech_money_fen = CAST(ROUND(rech_money * 100) AS INTEGER),
  cycle_bet_fen = CAST(ROUND(cycle_bet_amount * 100) AS INTEGER);
ALTER TABLE users DROP COLUMN money;
ALTER TABLE users DROP COLUMN live_money;
ALTER TABLE users DROP COLUMN rech_money;
ALTER TABLE users DROP COLUMN cycle_bet_amount;

CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  -- 'main' (the balance bets use) or 'live' (third-party games)
  wallet TEXT NOT NULL DEFAULT 'main',
  -- a LedgerType of @liuhe/domain (bet, payout, refund, recharge, …)
  type TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  -- the wallet's balance after this row
  balance_fen INTEGER NOT NULL,
  -- what the row belongs to: an order number, a recharge order, a red packet
  ref TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_by_user ON ledger (user_id, wallet, id);
INSERT INTO ledger (user_id, wallet, type, amount_fen, balance_fen, created_at)
  SELECT user_id, 'main', 'opening', money_fen, money_fen, created_at FROM users WHERE money_fen <> 0;
INSERT INTO ledger (user_id, wallet, type, amount_fen, balance_fen, created_at)
  SELECT user_id, 'live', 'opening', live_money_fen, live_money_fen, created_at FROM users WHERE live_money_fen <> 0;

CREATE TABLE bets (
  order_no TEXT PRIMARY KEY,
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
  form_key TEXT NOT NULL
);
CREATE INDEX bets_pending ON bets (game_id, turn_num) WHERE status = 0;
CREATE INDEX bets_by_user ON bets (user_id, created_at);
CREATE TABLE bet_forms (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  idem_key TEXT NOT NULL,
  -- the form's answer (JSON), given again to a repeated form
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idem_key)
);
CREATE TABLE play_odds (
  company_code TEXT NOT NULL,
  play_id TEXT NOT NULL,
  -- JSON of @liuhe/domain's PlayOdds, thousandths
  odds TEXT NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (company_code, play_id)
);
`)
  const insert = db.prepare('INSERT INTO play_odds (company_code, play_id, odds) VALUES (?, ?, ?)')
  for (const play of bettingPlays) insert.run(SEEDED_ODDS_COMPANY, play.id, JSON.stringify(play.odds))
}
