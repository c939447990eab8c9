/**
 * Migration 21: captcha and slider challenges in the data file, so a code issued by one platform process is
 * checked by another on the same file, and a restart does not void the codes on screen (store/challenges.ts,
 * docs/platform.md "Shared state across processes"). Times are the platform clock's epoch ms.
 *
 * - `captcha_codes`: the image code of a purpose (`login`, `reg`) and the caller's key, checked at most once.
 * - `slider_challenges`: the secret x of a slider challenge; `slider_tickets`: the single-use ticket a right
 *   answer (or the automatic pass) gives; `slider_failures`: consecutive wrong answers of a key, which the
 *   automatic pass counts.
 */
export const captchaChallenges = `
CREATE TABLE captcha_codes (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX captcha_codes_expiry ON captcha_codes (expires_at);
CREATE TABLE slider_challenges (
  key TEXT PRIMARY KEY,
  x INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX slider_challenges_expiry ON slider_challenges (expires_at);
CREATE TABLE slider_tickets (
  key TEXT PRIMARY KEY,
  ticket TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX slider_tickets_expiry ON slider_tickets (expires_at);
CREATE TABLE slider_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX slider_failures_expiry ON slider_failures (expires_at);
`
