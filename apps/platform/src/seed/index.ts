import { type Db, getMeta, setMeta } from '../db'
import { seedContent } from './content'
import { seedGallery } from './gallery'
import { seedGames } from './games'
import { seedLottery } from './lottery'
import { seedTemplates } from './templates'
import { seedUsers } from './users'

/** Bump when the seed changes so an existing data file is recreated. */
export const SEED_VERSION = '7-template-likes-at-and-polls-per-turn'

/** Seeders in order; each owns one area's rows. Deterministic: no Math.random, no wall clock beyond `nowMs`. */
const seeders: ((db: Db, dataDir: string, nowMs: number) => void)[] = [
  seedLottery,
  seedTemplates,
  seedUsers,
  seedContent,
  seedGames,
  seedGallery,
]

/** True when the database was seeded by another seed version and must be recreated. */
export function isStale(db: Db): boolean {
  const version = getMeta(db, 'seed_version')
  return version !== undefined && version !== SEED_VERSION
}

/** Seeds an empty database; does nothing when this seed version is already there. */
export function seed(db: Db, dataDir: string, nowMs: number = Date.now()): { seeded: boolean } {
  if (getMeta(db, 'seed_version') === SEED_VERSION) return { seeded: false }
  db.transaction(() => {
    for (const seeder of seeders) seeder(db, dataDir, nowMs)
    setMeta(db, 'seed_version', SEED_VERSION)
  })()
  return { seeded: true }
}
