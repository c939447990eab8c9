import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely'
import type { Database } from './schema'

/**
 * What the stores query through: the platform's Kysely, or a transaction of it (a `Transaction` is a Kysely
 * bound to the transaction's connection). docs/architecture.md, "Storage engines".
 */
export type Queries = Kysely<Database>

/** Whether `db` speaks PostgreSQL (else SQLite): for the few expressions the two write differently. */
export function isPostgres(db: Queries): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * `haystack` contains `needle` as a plain substring (no LIKE wildcards): SQLite's `instr`, PostgreSQL's
 * `strpos`; both count in characters and match case-sensitively.
 */
export function containsText(db: Queries, haystack: Expression<string>, needle: string): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`
    : sql<SqlBool>`instr(${haystack}, ${needle}) > 0`
}

/**
 * `haystack` contains `needle` as a plain substring (no LIKE wildcards), ignoring the case of ASCII letters
 * only: SQLite's `lower` folds A-Z alone; PostgreSQL's folds A-Z alone under COLLATE "C", while under the
 * database's default collation (a parameter's) it would fold other letters too, so both sides are put in "C".
 */
export function containsTextIgnoringAsciiCase(
  db: Queries,
  haystack: Expression<string>,
  needle: string,
): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`strpos(lower(${haystack} COLLATE "C"), lower(CAST(${needle} AS TEXT) COLLATE "C")) > 0`
    : sql<SqlBool>`instr(lower(${haystack}), lower(${needle})) > 0`
}
