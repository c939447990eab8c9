/**
 * Migration 13: web push on draw results (docs/architecture.md, "Offline, installable, notifications, native shell").
 *
 * - `push_vapid_keys`: the platform's one VAPID key pair (base64url), generated on the first start after
 *   this migration (`ensureVapidKeys` in src/push/vapid.ts) and kept, so subscriptions survive a restart.
 * - `push_subscriptions`: a browser's push subscription (endpoint, its ECDH public key `p256dh` and `auth`
 *   secret) for the member who saved it last; an endpoint belongs to one browser, so it is the key.
 * - `push_follows`: the games a member follows (their results are pushed to the member's subscriptions).
 */
export const webPush = `
CREATE TABLE push_vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id, created_at);
CREATE TABLE push_follows (
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  game_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX push_follows_by_game ON push_follows (game_id, user_id);
`
