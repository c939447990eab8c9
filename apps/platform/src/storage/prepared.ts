import { type Compilable, type CompiledQuery, createQueryId } from 'kysely'
import { isPostgres, type Queries } from './queries'

/**
 * A value a {@link preparedQuery} binds at each call, by name: it stands in the query as a parameter when the
 * query is built, and the call's value of that name takes its place.
 */
class Slot {
  constructor(readonly name: string) {}
}

/** The stand-ins a {@link preparedQuery}'s builder receives: `p.name` is the call's value of `name`. */
export type Slots<P> = { readonly [K in keyof P]: P[K] }

/** A query built and compiled once per engine, run with each call's values ({@link preparedQuery}). */
export interface PreparedQuery<P, R> {
  /** Every row the query answers, run on `db` (the platform's Kysely or a transaction of it). */
  rows(db: Queries, values: P): Promise<R[]>
  /** The first row the query answers, or undefined. */
  first(db: Queries, values: P): Promise<R | undefined>
  /** Runs the query for its effect: the rows it changed. */
  run(db: Queries, values: P): Promise<number>
}

/**
 * A query whose SQL is built and compiled once per engine instead of at every call (docs/platform.md,
 * "Storage engines"): `build` receives stand-ins for the values the calls bind ({@link Slots}); each must be a
 * plain value of the query (a comparison's operand, an inserted or set value, a limit), never a list or
 * something the query's shape depends on. Building and compiling a query through Kysely costs about as much as
 * SQLite running a small one; the queries every bet form runs are written this way.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Queries, p: Slots<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  const slots = new Proxy({} as Slots<P>, {
    get: (_target, name) => {
      if (typeof name !== 'string') throw new TypeError('a prepared query slot is named by a string')
      return new Slot(name)
    },
  })
  /** The compiled query of each engine, by whether it is PostgreSQL's. */
  const compiled = new Map<boolean, CompiledQuery<R>>()
  function compiledFor(db: Queries): CompiledQuery<R> {
    const postgres = isPostgres(db)
    let query = compiled.get(postgres)
    if (!query) {
      query = build(db, slots).compile()
      compiled.set(postgres, query)
    }
    return query
  }
  async function execute(db: Queries, values: P) {
    const query = compiledFor(db)
    const parameters = query.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter
      if (!(parameter.name in values))
        throw new Error(`a prepared query misses the value of ${parameter.name}`)
      return values[parameter.name]
    })
    return db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() })
  }
  return {
    async rows(db, values) {
      return (await execute(db, values)).rows
    },
    async first(db, values) {
      return (await execute(db, values)).rows[0]
    },
    async run(db, values) {
      return Number((await execute(db, values)).numAffectedRows ?? 0)
    },
  }
}
