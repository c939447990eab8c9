/**
 * Migration 9: the agent area.
 *
 * - `agent_links`: an agent's registration links (推广链接). An account registered with a link's code
 *   becomes the agent's sub-user (`users.agent_id`), of the link's type (0 member, 1 agent → `is_dl`) with the
 *   link's rebate (per mille, like `users.rebate`). Codes are unique across links and `intr_codes`.
 * - `users_by_agent`: the sub-user list and the team report read an agent's sub-users.
 */
export const agentLinks = `
CREATE TABLE agent_links (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES users(user_id),
  code TEXT NOT NULL UNIQUE,
  type INTEGER NOT NULL CHECK (type IN (0, 1)),
  rebate REAL NOT NULL CHECK (rebate >= 0),
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX agent_links_by_agent ON agent_links (agent_id, id);
CREATE INDEX users_by_agent ON users (agent_id, created_at) WHERE agent_id IS NOT NULL;
`
