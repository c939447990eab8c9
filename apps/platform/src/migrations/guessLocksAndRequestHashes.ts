/**
 * Migration: counted guesses of typed secrets, and the request an idempotency key was first used with
 * (docs/security.md, "The platform").
 *
 * - `fund_password_failures`: a member's wrong withdrawal passwords in a row, and the time until which every
 *   check of it is refused after too many (`CASH_PASSWORD_LOCK` in @liuhe/domain). In SQLite, so every
 *   process and a restart see the same count.
 * - `login_name_failures`: the same count for login names that belong to no account, so an unknown name
 *   locks like a real one (`users.failed_logins` / `locked_until` keep counting real accounts).
 * - `request_hash` on `bet_forms`, `recharge_orders`, `withdrawals` and `chat_hongbao`: the SHA-256 of the
 *   canonical JSON of the request that first used the key (src/http/requestHash.ts). A key sent again with
 *   another request is refused; rows written before this migration have none and match any request.
 */
export const guessLocksAndRequestHashes = `
CREATE TABLE fund_password_failures (
  user_id INTEGER PRIMARY KEY REFERENCES users(user_id),
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE login_name_failures (
  account TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE bet_forms ADD COLUMN request_hash TEXT;
ALTER TABLE recharge_orders ADD COLUMN request_hash TEXT;
ALTER TABLE withdrawals ADD COLUMN request_hash TEXT;
ALTER TABLE chat_hongbao ADD COLUMN request_hash TEXT;
`
