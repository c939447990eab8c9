import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** The platform's SQLite handle. */
export type Db = Database.Database

const SCHEMA_VERSION = 1

const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
  game_id INTEGER PRIMARY KEY,
  game_name TEXT NOT NULL,
  category TEXT NOT NULL,
  type TEXT NOT NULL,
  lottery_kind TEXT,
  schedule TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS draws (
  game_id INTEGER NOT NULL REFERENCES games(game_id),
  turn_num TEXT NOT NULL,
  open_time INTEGER NOT NULL,
  open_num TEXT NOT NULL,
  PRIMARY KEY (game_id, turn_num)
);
CREATE INDEX IF NOT EXISTS draws_by_time ON draws (game_id, open_time DESC);
CREATE TABLE IF NOT EXISTS users (
  user_id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'HY',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
`

/** Opens (creating when absent) the platform database file and applies the schema. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.exec(schema)
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    'schema_version',
    String(SCHEMA_VERSION),
  )
  return db
}

/** Reads a meta value. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value
}

/** Writes a meta value. */
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value)
}
