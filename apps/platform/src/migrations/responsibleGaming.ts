/**
 * Migration 10: responsible gambling (docs/product.md, 负责任博彩).
 *
 * `responsible_settings`, one row per member who has set anything:
 * - `adult_confirmed_at`: when the member confirmed being 18 or over (needed before the first bet or recharge);
 * - `limits`: JSON of @liuhe/domain's `LimitSettings` (deposit and loss limits per day, week and month, fen,
 *   each with a raise waiting for its 24 h);
 * - `block_kind`, `block_started_at`, `block_until`: the cool-off or self-exclusion last started (`block_until`
 *   NULL with a kind = permanent);
 * - `reality_check_minutes`: the interval of the app's reality check.
 */
export const responsibleGaming = `
CREATE TABLE responsible_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(user_id),
  adult_confirmed_at INTEGER,
  limits TEXT NOT NULL DEFAULT '{}',
  block_kind TEXT CHECK (block_kind IN ('coolOff', 'selfExclusion')),
  block_started_at INTEGER,
  block_until INTEGER,
  reality_check_minutes INTEGER NOT NULL DEFAULT 60,
  updated_at INTEGER NOT NULL
);
`
