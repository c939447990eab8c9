/**
 * Migration 23: read marks of the chat (`chat/reads.ts`; docs/product.md, "Unread counts"). One row per
 * chat identity (`chat_users` id: a member's, a guest's) and room: the id of the newest message
 * (`chat_messages.id`) they read there, and when they marked it. The unread counts of the chat entries are
 * counted from it on the platform, so reading a room on one device clears its count on every other.
 */
export const chatReads = `
CREATE TABLE chat_reads (
  chat_user_id INTEGER NOT NULL REFERENCES chat_users(id),
  room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
  last_read_id INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (chat_user_id, room_id)
);
`
