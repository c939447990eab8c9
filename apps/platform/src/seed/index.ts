import { type Db, untilFreeAsync } from '../db'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { kyselyOf } from '../store'
import { seedAgent } from './agent'
import { seedContent } from './content'
import { seedGallery } from './gallery'
import { seedGames } from './games'
import { seedLottery } from './lottery'
import type { SeedOptions } from './options'
import { seedTemplates } from './templates'
import { seedAdultConfirmations, seedUsers } from './users'
import { seedWallet } from './wallet'

/**
 * Seeders in order; each owns one area's rows. Deterministic: no Math.random, no wall clock beyond `nowMs`.
 * Each runs inside the seed's one transaction: `trx` for the stores moved to Kysely, `db` (the same handle) for
 * the statements and stores still on better-sqlite3.
 */
const seeders: ((
  db: Db,
  dataDir: string,
  nowMs: number,
  options: SeedOptions,
  trx: Queries,
) => void | Promise<void>)[] = [
  seedLottery,
  seedTemplates,
  seedUsers,
  seedContent,
  seedGames,
  seedGallery,
  seedWallet,
  seedAgent,
  seedAdultConfirmations,
]

/**
 * True once the seed has run: it writes every area in one transaction, so a database with any game has
 * been seeded and one without has not.
 */
async function isSeeded(queries: Queries): Promise<boolean> {
  return (await queries.selectFrom('games').select('game_id').limit(1).executeTakeFirst()) !== undefined
}

export type { SeedOptions } from './options'

/**
 * Seeds an empty database as of `nowMs` (`options`: what the deployment says of itself); does nothing to a
 * seeded one. What a later feature needs in an existing database is written by a migration (see
 * `src/migrations`), not by the seed.
 */
export async function seed(
  db: Db,
  dataDir: string,
  nowMs: number = Date.now(),
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const queries = kyselyOf(db)
  if (await isSeeded(queries)) return { seeded: false }
  // Several platform processes may start on a new file at once (docs/deploy.md): the write lock is taken
  // first (BEGIN IMMEDIATE, storage/transactions.ts) and the file looked at again under it, so exactly one
  // seeds and the others find it seeded.
  return untilFreeAsync(() =>
    inTransaction(queries, async (trx) => {
      if (await isSeeded(trx)) return { seeded: false }
      for (const seeder of seeders) await seeder(db, dataDir, nowMs, options, trx)
      return { seeded: true }
    }),
  )
}
