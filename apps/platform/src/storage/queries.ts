import {
  type Expression,
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely'
import type { Database } from './schema'

/**
 * What the stores query through: the platform's Kysely, or a transaction of it (a `Transaction` is a Kysely
 * bound to the transaction's connection). docs/platform.md, "Storage engines".
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

/**
 * `query` taking a row lock on what it reads, held until its transaction ends (FOR UPDATE), on PostgreSQL: a
 * read-then-write there must lock first, or a concurrent transaction may change the row in between. SQLite
 * has no row locks and needs none: a transaction begins with BEGIN IMMEDIATE (storage/sqliteDialect.ts), so
 * it holds the database's write lock from its first statement.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(db: Queries, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query
}

/**
 * `value` equals `text` but for the case of ASCII letters: SQLite's COLLATE NOCASE (which folds A-Z alone);
 * on PostgreSQL `lower` of both in COLLATE "C", which folds A-Z alone too (under the database's default
 * collation, a parameter's, it would fold other letters as well).
 */
export function equalsIgnoringAsciiCase(
  db: Queries,
  value: Expression<string | null>,
  text: string,
): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`lower(${value} COLLATE "C") = lower(CAST(${text} AS TEXT) COLLATE "C")`
    : sql<SqlBool>`${value} = ${text} COLLATE NOCASE`
}

/**
 * In the transaction `db` is, waits until no other transaction holds the lock `name` and holds it till this
 * one ends: on PostgreSQL a transaction-level advisory lock (`pg_advisory_xact_lock`, its key a hash of the
 * name), for a check-then-write that no row lock covers (a value checked absent has no row to lock). On SQLite
 * nothing: a transaction holds the database's write lock from its start (BEGIN IMMEDIATE,
 * storage/sqliteDialect.ts). Outside a transaction it throws, as the lock would end with the statement.
 */
export async function lockWithinTransaction(db: Queries, name: string): Promise<void> {
  if (!db.isTransaction) throw new Error(`the lock ${name} is taken inside a transaction only`)
  if (isPostgres(db)) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(db)
}

/**
 * `column` is one of `ids` (integers), in one SQL text whatever their number: the SQLite dialect keeps
 * statements prepared by text (storage/sqliteDialect.ts), and an `IN (?, ?, …)` list would make one per
 * length. SQLite reads the ids as a JSON array (`json_each`), PostgreSQL as a BIGINT array (`= ANY`). No ids:
 * false.
 */
export function isAmongIds(
  db: Queries,
  column: Expression<number>,
  ids: readonly number[],
): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${column} = ANY(CAST(${[...ids]} AS BIGINT[]))`
    : sql<SqlBool>`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`
}

/**
 * `rows` as a table `v` whose columns are `columns` (each a name and its type: whole numbers or text), to join
 * an UPDATE to (`UPDATE … FROM`), in one SQL text whatever the number of rows: SQLite reads them as a JSON
 * array (`json_each`), PostgreSQL as one array a column (`unnest`), as {@link isAmongIds} does; no limit of
 * parameters applies.
 */
export function valueRows(
  db: Queries,
  columns: readonly (readonly [name: string, type: 'BIGINT' | 'TEXT'])[],
  rows: readonly (readonly (number | string)[])[],
): RawBuilder<unknown> {
  const names = sql.join(columns.map(([name]) => sql.id(name)))
  if (isPostgres(db)) {
    const arrays = columns.map(([, type], i) => sql`CAST(${rows.map((row) => row[i])} AS ${sql.raw(type)}[])`)
    return sql`unnest(${sql.join(arrays)}) AS v(${names})`
  }
  const picks = columns.map(([name], i) => sql`json_extract(value, ${sql.lit(`$[${i}]`)}) AS ${sql.id(name)}`)
  return sql`(SELECT ${sql.join(picks)} FROM json_each(${JSON.stringify(rows)})) AS v`
}

/** {@link valueRows} of whole numbers only. */
export function numberRows(
  db: Queries,
  columns: readonly string[],
  rows: readonly (readonly number[])[],
): RawBuilder<unknown> {
  return valueRows(
    db,
    columns.map((name) => [name, 'BIGINT'] as const),
    rows,
  )
}

/** The `users` columns {@link addToUsers} adds to: the two balances and the VIP cycle. */
export type AddableUserColumn = 'money_fen' | 'live_money_fen' | 'cycle_bet_fen'

/**
 * Adds amounts to `columns` of `users` rows, in one UPDATE whatever the number of rows ({@link numberRows}):
 * each of `rows` is a `user_id` and then one amount per column, in the order of `columns`. Answers each
 * changed row's `user_id` with the `returning` columns after the change. On PostgreSQL the rows are first
 * locked in `user_id` order, so two transactions adding to rows they share never wait for each other in a
 * cycle. The ids must be distinct (an UPDATE … FROM changes a row once). Credits only: a debit must check its
 * balance (store/wallet.ts `change`).
 */
export async function addToUsers<R extends keyof Database['users'] & string>(
  db: Queries,
  columns: readonly AddableUserColumn[],
  rows: readonly (readonly number[])[],
  returning: readonly R[],
): Promise<({ user_id: number } & Record<R, number>)[]> {
  if (rows.length === 0) return []
  for (const row of rows)
    if (row.length !== columns.length + 1) throw new RangeError(`addToUsers: a row of ${row.length} numbers`)
  if (isPostgres(db))
    await sql`SELECT user_id FROM users WHERE ${isAmongIds(
      db,
      sql.ref('user_id'),
      rows.map(([id]) => id!),
    )} ORDER BY user_id FOR UPDATE`.execute(db)
  const amounts = columns.map((_, i) => `amount${i}`)
  const sets = sql.join(
    columns.map((column, i) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${sql.ref(`v.${amounts[i]}`)}`),
  )
  const answered = sql.join([sql.ref('users.user_id'), ...returning.map((r) => sql.ref(`users.${r}`))])
  const { rows: changed } = await sql<{ user_id: number } & Record<R, number>>`UPDATE users
    SET ${sets} FROM ${numberRows(db, ['id', ...amounts], rows)}
    WHERE users.user_id = v.id RETURNING ${answered}`.execute(db)
  return changed
}

/**
 * Parameters one statement may bind on both engines: SQLite's limit (32,766 since SQLite 3.32); PostgreSQL's
 * is 65,535.
 */
export const MAX_STATEMENT_PARAMETERS = 32_766

/**
 * Rows one INSERT of {@link insertInChunks} writes at most (fewer when {@link MAX_STATEMENT_PARAMETERS} says
 * so): larger statements were no faster at seeding (src/seed), and the SQLite dialect keeps every statement it
 * ran prepared (storage/sqliteDialect.ts). store/lottery.ts writes draws 500 at a time too.
 */
export const ROWS_PER_INSERT = 500

/**
 * Inserts `rows` into `table` in multi-row INSERTs of {@link ROWS_PER_INSERT} rows, fewer when a row has so
 * many columns that they would bind more than {@link MAX_STATEMENT_PARAMETERS}, in their order: an id the
 * table numbers is given in that order, as one INSERT a row would. Every row names the same columns: over
 * SQLite Kysely writes a column a row leaves out as NULL, not as the column's default, so differing rows throw
 * instead. Full chunks share one SQL text, so the SQLite dialect prepares it once (storage/sqliteDialect.ts).
 * `skipConflicts`: a row that would break a primary key or unique constraint is left out (ON CONFLICT DO
 * NOTHING, on both engines; SQLite's INSERT OR IGNORE would skip a NOT NULL violation too, this does not).
 */
export async function insertInChunks<T extends keyof Database & string>(
  db: Queries,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { skipConflicts?: boolean } = {},
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const columnsOf = (row: object) => Object.keys(row).sort().join(',')
  const columns = columnsOf(first)
  for (const row of rows) {
    if (columnsOf(row) !== columns)
      throw new Error(`insertInChunks(${table}): every row names the columns ${columns}`)
  }
  const perStatement = Math.min(
    ROWS_PER_INSERT,
    Math.max(1, Math.floor(MAX_STATEMENT_PARAMETERS / Object.keys(first).length)),
  )
  for (let at = 0; at < rows.length; at += perStatement) {
    // Kysely cannot check the values of a table its type parameter leaves open; the signature did.
    const insert = db.insertInto(table as keyof Database).values(rows.slice(at, at + perStatement) as never)
    await (options.skipConflicts ? insert.onConflict((oc) => oc.doNothing()) : insert).execute()
  }
}

/**
 * After rows were written with explicit ids into `table`, whose `column` is an identity on PostgreSQL
 * (storage/postgres/migrations.ts: "a step writing ids moves the identity past them"), moves the identity to
 * the largest id, so a later insert without one does not collide. On SQLite nothing: a rowid id is one past
 * the largest already.
 */
export async function moveIdentityPastIds<T extends keyof Database & string>(
  db: Queries,
  table: T,
  column: keyof Database[T] & string,
): Promise<void> {
  if (!isPostgres(db)) return
  // setval of NULL (an empty table) does nothing; pg_get_serial_sequence names an identity's sequence too.
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), (SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}))`.execute(
    db,
  )
}
