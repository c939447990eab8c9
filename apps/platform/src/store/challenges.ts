import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/** The most rows a challenge table keeps: past it, the ones expiring first go (a flood of issued codes). */
const MAX_ROWS = 10_000

/** The challenge tables: each keeps its rows until `expires_at` (epoch ms). */
type ChallengeTable = 'captcha_codes' | 'slider_challenges' | 'slider_tickets' | 'slider_failures'

/**
 * Keeps one table to its live rows and to at most {@link MAX_ROWS}, making room for one more: drops the
 * expired rows, then, when it is full, the ones expiring first (ties by key, so both engines drop the same).
 */
async function prune(trx: Queries, table: ChallengeTable, nowMs: number): Promise<void> {
  await trx.deleteFrom(table).where('expires_at', '<=', nowMs).execute()
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = Number(n)
  if (rows < MAX_ROWS) return
  const excess = rows - MAX_ROWS + 1
  if (table === 'captcha_codes') {
    await trx
      .deleteFrom('captcha_codes')
      .where((eb) =>
        eb(
          eb.refTuple('kind', 'key'),
          'in',
          eb
            .selectFrom('captcha_codes')
            .select(['kind', 'key'])
            .orderBy('expires_at')
            .orderBy('kind')
            .orderBy('key')
            .limit(excess)
            .$asTuple('kind', 'key'),
        ),
      )
      .execute()
    return
  }
  await trx
    .deleteFrom(table)
    .where('key', 'in', (eb) =>
      eb.selectFrom(table).select('key').orderBy('expires_at').orderBy('key').limit(excess),
    )
    .execute()
}

/**
 * Captcha and slider challenges in the database (migration 21), so every platform process on the database checks
 * what another issued (docs/platform.md "Shared state across processes"). Each write first drops the
 * table's expired rows; the rules (code alphabet, tolerance, automatic pass) live in `auth/captcha.ts` and
 * `auth/slider.ts`. Times are the platform clock's epoch ms.
 */
export function createChallengeStore(db: Queries) {
  return {
    /** Keeps a captcha code for a purpose and key (replacing an earlier one) until `expiresAt`. */
    putCode(kind: string, key: string, code: string, nowMs: number, expiresAt: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await prune(trx, 'captcha_codes', nowMs)
        await trx
          .insertInto('captcha_codes')
          .values({ kind, key, code, expires_at: expiresAt })
          .onConflict((oc) =>
            oc.columns(['kind', 'key']).doUpdateSet((eb) => ({
              code: eb.ref('excluded.code'),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute()
      })
    },
    /** Removes a key's code and answers it, if there was one (a check consumes the code, right or wrong). */
    takeCode(kind: string, key: string): Promise<{ code: string; expiresAt: number } | undefined> {
      return db
        .deleteFrom('captcha_codes')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .returning(['code', 'expires_at as expiresAt'])
        .executeTakeFirst()
    },
    /** A key's code, left in place (test hook only). */
    async peekCode(kind: string, key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('captcha_codes')
        .select('code')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.code
    },
    /** Keeps a slider challenge's secret x for a key (replacing an earlier one) until `expiresAt`. */
    putChallenge(key: string, x: number, nowMs: number, expiresAt: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await prune(trx, 'slider_challenges', nowMs)
        await trx
          .insertInto('slider_challenges')
          .values({ key, x, expires_at: expiresAt })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet((eb) => ({ x: eb.ref('excluded.x'), expires_at: eb.ref('excluded.expires_at') })),
          )
          .execute()
      })
    },
    /** Removes a key's slider challenge and answers it (an answer consumes the challenge, right or wrong). */
    takeChallenge(key: string): Promise<{ x: number; expiresAt: number } | undefined> {
      return db
        .deleteFrom('slider_challenges')
        .where('key', '=', key)
        .returning(['x', 'expires_at as expiresAt'])
        .executeTakeFirst()
    },
    /** A key's secret x, left in place (test hook only). */
    async peekChallenge(key: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('slider_challenges')
        .select('x')
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.x
    },
    /** Keeps a key's login ticket until `expiresAt` and forgets its wrong answers. */
    putTicket(key: string, ticket: string, nowMs: number, expiresAt: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await prune(trx, 'slider_tickets', nowMs)
        await trx
          .insertInto('slider_tickets')
          .values({ key, ticket, expires_at: expiresAt })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              ticket: eb.ref('excluded.ticket'),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute()
        await trx.deleteFrom('slider_failures').where('key', '=', key).execute()
      })
    },
    /** Removes a key's ticket and answers it (login redeems a ticket once). */
    takeTicket(key: string): Promise<{ ticket: string; expiresAt: number } | undefined> {
      return db
        .deleteFrom('slider_tickets')
        .where('key', '=', key)
        .returning(['ticket', 'expires_at as expiresAt'])
        .executeTakeFirst()
    },
    /** Counts a wrong slider answer of a key; the count lapses at `expiresAt` unless another comes. */
    countFailure(key: string, nowMs: number, expiresAt: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await prune(trx, 'slider_failures', nowMs)
        await trx
          .insertInto('slider_failures')
          .values({ key, failures: 1, expires_at: expiresAt })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              failures: eb('slider_failures.failures', '+', 1),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute()
      })
    },
    /** Consecutive wrong slider answers of a key that have not lapsed. */
    async failures(key: string, nowMs: number): Promise<number> {
      const row = await db
        .selectFrom('slider_failures')
        .select('failures')
        .where('key', '=', key)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst()
      return row?.failures ?? 0
    },
  }
}

/** The challenge store of one database. */
export type ChallengeStore = ReturnType<typeof createChallengeStore>
