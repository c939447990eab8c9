import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrations'

/** The platform's SQLite handle. */
export type Db = Database.Database

/** Most statements a database keeps compiled; past it the cache starts over (SQL texts are a finite set). */
const STATEMENT_CACHE_LIMIT = 500

/**
 * Makes `db.prepare` compile each SQL text once. The stores prepare their statements where they run them,
 * so a busy page (a feed of 20 cards prepares about 120 statements) paid for compiling on every request.
 * Safe because no store switches a statement's mode (`pluck`, `raw`, `expand`) or iterates one.
 */
function reuseStatements(db: Db): void {
  const compile = db.prepare.bind(db)
  const compiled = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = compiled.get(sql)
    if (!statement) {
      if (compiled.size >= STATEMENT_CACHE_LIMIT) compiled.clear()
      statement = compile(sql)
      compiled.set(sql, statement)
    }
    return statement
  }) as Db['prepare']
}

/**
 * Opens (creating when absent) the platform database file and brings its schema up to date with the
 * pending migrations. A data file holds real users' money, bets and chat, so it is never recreated here.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  reuseStatements(db)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}
