/**
 * Migration 25: the index of pending bets by turn names the bet's id last, so that a settlement reading a
 * turn's pending bets in id order, a batch at a time after the last one it settled (store/bets.ts
 * `betsToSettle`), walks the index from there instead of reading and sorting every pending bet left. SQLite
 * had that order already (an index ends with the rowid, which `id` is: migration 24); PostgreSQL's twin
 * (storage/postgres/migrations.ts) did not, and the two keep one shape.
 */
export const pendingBetsById = `
DROP INDEX bets_pending;
CREATE INDEX bets_pending ON bets (game_id, turn_num, id) WHERE status = 0;
`
