import { type Db, untilFreeAsync } from '../db'
import { lockWithinTransaction, moveIdentityPastIds, type Queries } from '../storage/queries'
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
 * Each runs inside the seed's one transaction `trx` and queries through it alone, on either engine
 * (docs/platform.md, "Storage engines").
 */
const seeders: ((trx: Queries, dataDir: string, nowMs: number, options: SeedOptions) => Promise<void>)[] = [
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
 * Moves the identity of each table the seed writes ids of its own into past them, on PostgreSQL (where such an
 * id column is an identity, storage/postgres/migrations.ts), so that a later insert without an id does not
 * collide; nothing on SQLite.
 */
async function moveIdentitiesPastSeededIds(trx: Queries): Promise<void> {
  await moveIdentityPastIds(trx, 'games', 'game_id')
  await moveIdentityPastIds(trx, 'templates', 'template_id')
  await moveIdentityPastIds(trx, 'template_groups', 'group_id')
  await moveIdentityPastIds(trx, 'template_polls', 'poll_id')
  await moveIdentityPastIds(trx, 'documents', 'document_id')
  await moveIdentityPastIds(trx, 'promotions', 'id')
  await moveIdentityPastIds(trx, 'gallery_groups', 'group_id')
}

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
 * seeded one. `source`: a SQLite handle (its Kysely, store/index.ts `kyselyOf`) or a Kysely of either engine.
 * What a later feature needs in an existing database is written by a migration (see `src/migrations`), not by
 * the seed.
 */
export async function seed(
  source: Db | Queries,
  dataDir: string,
  nowMs: number = Date.now(),
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const queries = 'selectFrom' in source ? source : kyselyOf(source)
  if (await isSeeded(queries)) return { seeded: false }
  // Several platform processes may start on a new database at once (docs/deploy.md): the write lock is taken
  // first (BEGIN IMMEDIATE on SQLite, storage/transactions.ts; an advisory lock on PostgreSQL,
  // storage/queries.ts `lockWithinTransaction`) and the database looked at again under it, so exactly one
  // seeds and the others find it seeded.
  return untilFreeAsync(() =>
    inTransaction(queries, async (trx) => {
      await lockWithinTransaction(trx, 'seed')
      if (await isSeeded(trx)) return { seeded: false }
      for (const seeder of seeders) await seeder(trx, dataDir, nowMs, options)
      await moveIdentitiesPastSeededIds(trx)
      return { seeded: true }
    }),
  )
}
