import { type Db, writeWhenFree } from '../db'
import { agentLinks } from './agentLinks'
import { betIds } from './betIds'
import { betsByTurn } from './betsByTurn'
import { captchaChallenges } from './captchaChallenges'
import { casinoLaunchTickets } from './casinoLaunchTickets'
import { casinoWagers } from './casinoWagers'
import { chat } from './chat'
import { chatBetCards } from './chatBetCards'
import { chatMutes } from './chatMutes'
import { chatReads } from './chatReads'
import { drawerLease } from './drawerLease'
import { galleryPictures } from './galleryPictures'
import { generatedDraws } from './generatedDraws'
import { guessLocksAndRequestHashes } from './guessLocksAndRequestHashes'
import { inboxOnce } from './inboxOnce'
import { initialSchema } from './initialSchema'
import { ledger } from './ledger'
import { luckyNiuNiuRacing } from './luckyNiuNiuRacing'
import { pendingBetsById } from './pendingBetsById'
import { responsibleGaming } from './responsibleGaming'
import { templateItemTurns } from './templateItemTurns'
import { templateRecords } from './templateRecords'
import { wallet } from './wallet'
import { webPush } from './webPush'
import { zodiacCountsAndParlaySides } from './zodiacCountsAndParlaySides'

/** One schema step: SQL text, or a function for a step that needs to compute what it writes. */
export type Migration = string | ((db: Db) => void)

/**
 * The schema history: migration N is `migrations[N - 1]`, and a data file's `PRAGMA user_version` is the
 * number of the last one it has. Append only: a migration that has run on someone's file is never edited,
 * a change is a new migration (data the change needs, such as rows, goes in it too).
 */
export const migrations: readonly Migration[] = [
  initialSchema,
  generatedDraws,
  templateItemTurns,
  ledger,
  luckyNiuNiuRacing,
  betsByTurn,
  wallet,
  casinoWagers,
  agentLinks,
  templateRecords,
  responsibleGaming,
  chat,
  webPush,
  guessLocksAndRequestHashes,
  casinoLaunchTickets,
  inboxOnce,
  zodiacCountsAndParlaySides,
  galleryPictures,
  chatBetCards,
  drawerLease,
  captchaChallenges,
  chatMutes,
  chatReads,
  betIds,
  pendingBetsById,
]

/** The schema version this code writes and reads. */
export const LATEST_SCHEMA_VERSION = migrations.length

/**
 * The schema version of a data file. Files written before migrations were numbered have `user_version` 0
 * and every table of migration 1, so 0 alone cannot tell them from a new, empty file. The rule: version 0
 * with a `meta` table is version 1, because that code created `meta` on every open (together with all
 * other tables) and nothing else ever creates it.
 */
export function schemaVersion(db: Db): number {
  const version = db.pragma('user_version', { simple: true }) as number
  if (version > 0) return version
  const meta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get()
  return meta ? 1 : 0
}

/**
 * Applies the migrations a data file does not have yet, in order, each in its own transaction together
 * with its `user_version` bump, so a failing step leaves the file at the previous version. Returns how many
 * ran. Refuses a file from newer code rather than running old code on a schema it does not know.
 */
export function migrate(db: Db, target = LATEST_SCHEMA_VERSION): number {
  let applied = 0
  // One migration per transaction, each taking the write lock first (BEGIN IMMEDIATE) and reading the
  // file's version under it: platform processes starting together on one file (docs/deploy.md) wait for one
  // another, and each step is applied by exactly one of them.
  for (;;) {
    const ran = writeWhenFree(db, () => {
      const current = schemaVersion(db)
      if (current > LATEST_SCHEMA_VERSION)
        throw new Error(
          `the data file is at schema version ${current}; this platform knows versions up to ${LATEST_SCHEMA_VERSION}`,
        )
      if (current >= target) return false
      const version = current + 1
      const migration = migrations[version - 1]!
      if (typeof migration === 'string') db.exec(migration)
      else migration(db)
      db.pragma(`user_version = ${version}`)
      return true
    })
    if (!ran) return applied
    applied++
  }
}
