import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrations'

/** The platform's SQLite handle. */
export type Db = Database.Database

/**
 * Opens (creating when absent) the platform database file and brings its schema up to date with the
 * pending migrations. A data file holds real users' money, bets and chat, so it is never recreated here.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}
