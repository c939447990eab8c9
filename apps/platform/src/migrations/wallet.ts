/**
 * Migration 7: the wallet and account areas.
 *
 * - `recharge_orders`: one row per recharge order, with its channel, amount and status; `payment_nonces`
 *   keeps every nonce of an accepted payment notification, so a replayed notification is refused.
 * - `bank_cards`: a member's saved payout cards and USDT addresses; `withdrawals`: one row per withdrawal
 *   with the card it pays to (copied, so editing the card later leaves it as requested), its fee and its
 *   turnover deduction.
 * - `turnover_requirements`: the wagering (打码量) each credited recharge, reward or rebate asks for; a
 *   withdrawal request closes the open ones (`cleared_by`), a rejection opens them again.
 * - `bets.rebate_claim_id`: the wash-code claim a settled bet was rebated in (NULL: not yet), with the
 *   claims in `rebate_claims`.
 * - `bonus_rewards`: promotion rewards waiting in the bonus center; `push_messages`: the member's inbox;
 *   `user_settings`: per-member choices (the chat colour).
 * - `ledger_by_user_time`: the bills page filters a member's rows by date.
 */
export const wallet = `
CREATE TABLE recharge_orders (
  order_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  channel_id TEXT NOT NULL,
  -- bank, usdt, eWallet or directCharging
  kind TEXT NOT NULL,
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'credited', 'cancelled', 'expired')),
  -- the name a bank transfer was sent from, as the member gave it
  payer_name TEXT NOT NULL DEFAULT '',
  -- the provider's own reference of the payment
  provider_ref TEXT NOT NULL DEFAULT '',
  idem_key TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  credited_at INTEGER,
  -- when it was cancelled or expired
  closed_at INTEGER
);
CREATE INDEX recharge_orders_by_user ON recharge_orders (user_id, created_at);
CREATE UNIQUE INDEX recharge_orders_idem ON recharge_orders (user_id, idem_key) WHERE idem_key IS NOT NULL;
CREATE INDEX recharge_orders_due ON recharge_orders (expires_at) WHERE status = 'pending';
CREATE TABLE payment_nonces (
  nonce TEXT PRIMARY KEY,
  order_no TEXT NOT NULL,
  received_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  -- bank or usdt
  kind TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  card_no TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, card_no)
);
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  kind TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  card_no TEXT NOT NULL,
  -- what the request held from the balance
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  fee_fen INTEGER NOT NULL DEFAULT 0,
  -- the turnover deduction (打码量 not met)
  deduct_fen INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT NOT NULL DEFAULT '',
  idem_key TEXT,
  created_at INTEGER NOT NULL,
  auto_approve_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX withdrawals_by_user ON withdrawals (user_id, created_at);
CREATE UNIQUE INDEX withdrawals_idem ON withdrawals (user_id, idem_key) WHERE idem_key IS NOT NULL;
CREATE INDEX withdrawals_due ON withdrawals (auto_approve_at) WHERE status = 'pending';

CREATE TABLE turnover_requirements (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  -- the ledger type of the credit (recharge, onlinePay, reward, rebate)
  type TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  amount_fen INTEGER NOT NULL,
  multiple REAL NOT NULL,
  created_at INTEGER NOT NULL,
  cleared_by INTEGER REFERENCES withdrawals(id)
);
CREATE INDEX turnover_open ON turnover_requirements (user_id) WHERE cleared_by IS NULL;
CREATE INDEX turnover_by_withdrawal ON turnover_requirements (cleared_by) WHERE cleared_by IS NOT NULL;

ALTER TABLE bets ADD COLUMN rebate_claim_id INTEGER;
CREATE INDEX bets_unwashed ON bets (user_id) WHERE status = 1 AND rebate_claim_id IS NULL;
CREATE INDEX bets_settled_by_user ON bets (user_id, settled_at) WHERE status = 1;
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  valid_bet_fen INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL,
  -- the member's rebate rate at the claim, per mille
  rate REAL NOT NULL,
  claimed_at INTEGER NOT NULL
);

CREATE TABLE bonus_rewards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  promotion_id INTEGER,
  title TEXT NOT NULL,
  amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
  -- the turnover the reward asks for, as a multiple of its amount
  multiple REAL NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER
);
CREATE INDEX bonus_rewards_by_user ON bonus_rewards (user_id, created_at);

CREATE TABLE push_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_messages_by_user ON push_messages (user_id, id);

CREATE TABLE user_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(user_id),
  chat_theme_color TEXT
);

CREATE INDEX ledger_by_user_time ON ledger (user_id, created_at);
`
