import { type Db, writeWhenFree } from '../db'
import { seedAgent } from './agent'
import { seedContent } from './content'
import { seedGallery } from './gallery'
import { seedGames } from './games'
import { seedLottery } from './lottery'
import type { SeedOptions } from './options'
import { seedTemplates } from './templates'
import { seedAdultConfirmations, seedUsers } from './users'
import { seedWallet } from './wallet'

/** Seeders in order; each owns one area's rows. Deterministic: no Math.random, no wall clock beyond `nowMs`. */
const seeders: ((db: Db, dataDir: string, nowMs: number, options: SeedOptions) => void)[] = [
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
function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM games LIMIT 1').get() !== undefined
}

export type { SeedOptions } from './options'

/**
 * Seeds an empty database as of `nowMs` (`options`: what the deployment says of itself); does nothing to a seeded one. What a later feature needs in an
 * existing database is written by a migration (see `src/migrations`), not by the seed.
 */
export function seed(
  db: Db,
  dataDir: string,
  nowMs: number = Date.now(),
  options: SeedOptions = {},
): { seeded: boolean } {
  if (isSeeded(db)) return { seeded: false }
  // Several platform processes may start on a new file at once (docs/deploy.md): the write lock is taken
  // first and the file looked at again under it, so exactly one seeds and the others find it seeded.
  return writeWhenFree(db, () => {
    if (isSeeded(db)) return { seeded: false }
    for (const seeder of seeders) seeder(db, dataDir, nowMs, options)
    return { seeded: true }
  })
}
