import { type Kysely, sql } from 'kysely'
import type { Db } from '../db'

/**
 * The class of a column's values, the same on both engines: SQLite's declared INTEGER / TEXT / REAL / BLOB and
 * PostgreSQL's BIGINT (or another integer type) / TEXT / DOUBLE PRECISION / BYTEA.
 */
export type ColumnClass = 'integer' | 'text' | 'real' | 'blob'

export interface ColumnShape {
  name: string
  type: ColumnClass
  notNull: boolean
  /** The default as SQL text (`0`, `'HY'`), without PostgreSQL's cast (`'HY'::text`); null when none. */
  default: string | null
  /**
   * An insert may leave the column out: it has a default, or the engine fills it in (SQLite's rowid when the
   * key is the table's own id, not a reference to another table's; a PostgreSQL identity).
   */
  generated: boolean
}

export interface IndexShape {
  name: string
  unique: boolean
  /** Column names in order, `name DESC` for a descending key. */
  columns: string[]
  partial: boolean
}

/** What one table looks like, in a form both engines are read into so they can be compared. */
export interface TableShape {
  name: string
  columns: ColumnShape[]
  primaryKey: string[]
  /** UNIQUE constraints of the table (not unique indexes, which are in `indexes`), each a column list. */
  uniques: string[][]
  /** Indexes made by CREATE INDEX, by name. */
  indexes: IndexShape[]
}

function sqliteClass(declared: string, table: string, column: string): ColumnClass {
  switch (declared.toUpperCase()) {
    case 'INTEGER':
      return 'integer'
    case 'TEXT':
      return 'text'
    case 'REAL':
      return 'real'
    case 'BLOB':
      return 'blob'
    default:
      throw new Error(`${table}.${column}: declared type ${declared} has no column class`)
  }
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
const sortedLists = (lists: string[][]) => lists.map((list) => list.join(',')).sort()

/**
 * Reads the tables of a SQLite data file (PRAGMA table_list, table_info, index_list, index_xinfo), sorted by
 * name. SQLite's own tables are left out.
 */
export function sqliteSchemaShape(db: Db): TableShape[] {
  const tables = db
    .prepare(
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string; wr: number }[]
  return tables
    .map(({ name, wr }) => {
      const info = db.prepare('SELECT * FROM pragma_table_info(?)').all(name) as {
        name: string
        type: string
        notnull: number
        dflt_value: string | null
        pk: number
      }[]
      const keyed = info.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk)
      // A rowid table's one INTEGER PRIMARY KEY is the rowid: never NULL, filled in when not given.
      const rowidAlias = wr === 0 && keyed.length === 1 && keyed[0]!.type.toUpperCase() === 'INTEGER'
      const references = new Set(
        (db.prepare('SELECT "from" FROM pragma_foreign_key_list(?)').all(name) as { from: string }[]).map(
          (key) => key.from,
        ),
      )
      const columns = info.map((column) => ({
        name: column.name,
        type: sqliteClass(column.type, name, column.name),
        // A primary-key column of SQLite may hold NULL unless declared NOT NULL (a historical quirk); the
        // platform never writes one there, and PostgreSQL's keys are NOT NULL.
        notNull: column.notnull === 1 || column.pk > 0,
        default: column.dflt_value,
        generated:
          column.dflt_value !== null || (rowidAlias && column.pk === 1 && !references.has(column.name)),
      }))
      const indexList = db.prepare('SELECT * FROM pragma_index_list(?)').all(name) as {
        name: string
        unique: number
        origin: 'c' | 'u' | 'pk'
        partial: number
      }[]
      const keyColumns = (index: string) =>
        (
          db.prepare('SELECT * FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno').all(index) as {
            name: string
            desc: number
          }[]
        ).map((column) => (column.desc ? `${column.name} DESC` : column.name))
      return {
        name,
        columns,
        primaryKey: keyed.map((column) => column.name),
        uniques: indexList.filter((index) => index.origin === 'u').map((index) => keyColumns(index.name)),
        indexes: indexList
          .filter((index) => index.origin === 'c')
          .map((index) => ({
            name: index.name,
            unique: index.unique === 1,
            columns: keyColumns(index.name),
            partial: index.partial === 1,
          }))
          .sort(byName),
      }
    })
    .map((table) => ({ ...table, uniques: sortedLists(table.uniques).map((list) => list.split(',')) }))
    .sort(byName)
}

function postgresClass(dataType: string, table: string, column: string): ColumnClass {
  switch (dataType) {
    case 'bigint':
    case 'integer':
    case 'smallint':
      return 'integer'
    case 'text':
      return 'text'
    case 'double precision':
    case 'real':
      return 'real'
    case 'bytea':
      return 'blob'
    default:
      throw new Error(`${table}.${column}: data type ${dataType} has no column class`)
  }
}

/** A PostgreSQL column as information_schema.columns gives it, with its collation. */
export interface PostgresColumnRow {
  table_name: string
  column_name: string
  data_type: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  is_identity: 'YES' | 'NO'
  collation_name: string | null
}

/**
 * Reads the tables of a PostgreSQL schema (default `public`) into the same shape as {@link sqliteSchemaShape},
 * sorted by name, leaving out the tables in `except` (the migrations' own `schema_migrations`). Also returns
 * the raw column rows, for checks the shape does not carry (collations).
 */
export async function postgresSchemaShape<DB>(
  db: Kysely<DB>,
  options: { schema?: string; except?: readonly string[] } = {},
): Promise<{ tables: TableShape[]; columnRows: PostgresColumnRow[] }> {
  const schema = options.schema ?? 'public'
  const except = new Set(options.except ?? [])
  const columnRows = (
    await sql<PostgresColumnRow>`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity,
        c.collation_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = ${schema} AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`.execute(db)
  ).rows.filter((row) => !except.has(row.table_name))
  const indexRows = (
    await sql<{
      table_name: string
      index_name: string
      is_unique: boolean
      is_primary: boolean
      partial: boolean
      constraint_type: 'p' | 'u' | null
      columns: string[]
    }>`
      SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
        x.indisprimary AS is_primary, x.indpred IS NOT NULL AS partial, con.contype AS constraint_type,
        ARRAY(
          SELECT a.attname || CASE WHEN (x.indoption[k.n - 1] & 1) = 1 THEN ' DESC' ELSE '' END
          FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
          ORDER BY k.n
        )::text[] AS columns
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace ns ON ns.oid = t.relnamespace
      LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.contype IN ('p', 'u')
      WHERE ns.nspname = ${schema}`.execute(db)
  ).rows.filter((row) => !except.has(row.table_name))
  const names = [...new Set(columnRows.map((row) => row.table_name))]
  const tables = names.map((name) => {
    const indexes = indexRows.filter((row) => row.table_name === name)
    return {
      name,
      columns: columnRows
        .filter((row) => row.table_name === name)
        .map((row) => ({
          name: row.column_name,
          type: postgresClass(row.data_type, name, row.column_name),
          notNull: row.is_nullable === 'NO',
          default: row.column_default === null ? null : row.column_default.replace(/::[a-z ]+$/, ''),
          generated: row.column_default !== null || row.is_identity === 'YES',
        })),
      primaryKey: indexes.find((row) => row.is_primary)?.columns ?? [],
      uniques: sortedLists(
        indexes.filter((row) => row.constraint_type === 'u').map((row) => row.columns),
      ).map((list) => list.split(',')),
      indexes: indexes
        .filter((row) => row.constraint_type === null)
        .map((row) => ({
          name: row.index_name,
          unique: row.is_unique,
          columns: row.columns,
          partial: row.partial,
        }))
        .sort(byName),
    }
  })
  return { tables: tables.sort(byName), columnRows }
}
