import { AsyncLocalStorage } from 'node:async_hooks'
import type Database from 'better-sqlite3'
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely'

type Db = Database.Database

/**
 * The async transaction a piece of work runs in, by the connection it holds (docs/platform.md, "Storage
 * engines"): set by {@link runInTransaction} for the body and everything it awaits.
 */
const openTransaction = new AsyncLocalStorage<Db>()

/**
 * Statements kept prepared per handle: the stores' queries are a few hundred distinct SQL texts, so each is
 * prepared once (Kysely's own SQLite driver prepares on every call, about as costly as running a small one).
 */
const STATEMENT_CACHE_SIZE = 1000

class PlatformSqliteConnection implements DatabaseConnection {
  readonly #db: Db
  readonly #statements = new Map<string, Database.Statement>()

  constructor(db: Db) {
    this.#db = db
  }

  #prepare(text: string): Database.Statement {
    let statement = this.#statements.get(text)
    if (statement) return statement
    statement = this.#db.prepare(text)
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value
      if (oldest !== undefined) this.#statements.delete(oldest)
    }
    this.#statements.set(text, statement)
    return statement
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiled.sql)
    const parameters = compiled.parameters as unknown[]
    if (statement.reader) return Promise.resolve({ rows: statement.all(...parameters) as R[] })
    const { changes, lastInsertRowid } = statement.run(...parameters)
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    })
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the stores read pages.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the platform does not stream SQLite queries')
  }
}

/** A promise queue: one holder of the handle's one connection at a time. */
class ConnectionMutex {
  #held: Promise<void> | undefined
  #release: (() => void) | undefined

  async lock(): Promise<void> {
    while (this.#held) await this.#held
    this.#held = new Promise((resolve) => {
      this.#release = resolve
    })
  }

  unlock(): void {
    const release = this.#release
    this.#held = undefined
    this.#release = undefined
    release?.()
  }
}

/**
 * Kysely's driver over the platform's better-sqlite3 handle (src/db.ts): the handle is opened, migrated and
 * closed by the platform, not here. Two differences from Kysely's own SQLite driver: statements stay prepared,
 * and a transaction begins with BEGIN IMMEDIATE, taking the write lock up front (a transaction that read and
 * then wrote while another process committed would fail at its first write; src/store/index.ts).
 */
class PlatformSqliteDriver implements Driver {
  readonly #db: Db
  readonly #closeOnDestroy: boolean
  readonly #connection: PlatformSqliteConnection
  readonly #mutex = new ConnectionMutex()

  constructor(db: Db, closeOnDestroy: boolean) {
    this.#db = db
    this.#closeOnDestroy = closeOnDestroy
    this.#connection = new PlatformSqliteConnection(db)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Inside a transaction's body the one connection is the transaction's: a query through the outer Kysely
    // would wait for it forever. Fail at once, naming the mistake.
    if (openTransaction.getStore() === this.#db)
      throw new Error('a query outside its transaction: inside stores.transaction, use the stores it passes')
    await this.#mutex.lock()
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT or a statement error may have ended the transaction already.
    if (this.#db.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock()
  }

  async destroy(): Promise<void> {
    if (this.#closeOnDestroy) this.#db.close()
  }
}

/**
 * Kysely's SQLite dialect with {@link PlatformSqliteDriver}. `closeOnDestroy`: whether Kysely's `destroy()`
 * closes the handle (false when the handle's owner closes it, as the platform does its own).
 */
export class PlatformSqliteDialect implements Dialect {
  readonly #db: Db
  readonly #closeOnDestroy: boolean

  constructor(db: Db, options: { closeOnDestroy?: boolean } = {}) {
    this.#db = db
    this.#closeOnDestroy = options.closeOnDestroy ?? false
  }

  createDriver(): Driver {
    return new PlatformSqliteDriver(this.#db, this.#closeOnDestroy)
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler()
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db)
  }
}

/**
 * Runs `body` as the body of a transaction on `db`'s handle: a query through the outer Kysely from inside it
 * fails at once ({@link PlatformSqliteDriver}) instead of waiting forever for the connection the body holds.
 */
export function runInTransaction<T>(db: Db, body: () => Promise<T>): Promise<T> {
  return openTransaction.run(db, body)
}
