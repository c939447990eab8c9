import { existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { BUSY_TIMEOUT_MS } from './db'
import { schemaVersion } from './migrations'

/** What a finished backup holds, read back from the copy. */
export interface BackupReport {
  target: string
  bytes: number
  schemaVersion: number
}

/**
 * Copies a data file while platform processes keep writing it (docs/deploy.md, "Backups"): `VACUUM INTO`
 * writes the copy from one read transaction, a consistent snapshot holding every transaction committed before
 * it and none halfway (a bet with its ledger row, or neither); in WAL mode the platform's writers go on
 * meanwhile. (SQLite's page-by-page backup API starts over whenever another connection writes, so on a busy
 * platform it may never finish.) The copy is then opened and must pass `PRAGMA integrity_check`; a target
 * that exists is refused rather than overwritten.
 */
export function backupDataFile(source: string, target: string): BackupReport {
  if (!existsSync(source)) throw new Error(`no data file at ${source}`)
  if (existsSync(target)) throw new Error(`${target} exists; a backup never overwrites a file`)
  mkdirSync(dirname(target), { recursive: true })
  const live = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
  try {
    live.prepare('VACUUM INTO ?').run(target)
  } finally {
    live.close()
  }
  const copy = new Database(target, { fileMustExist: true })
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new Error(`the copy at ${target} fails its integrity check: ${integrity}`)
    return { target, bytes: statSync(target).size, schemaVersion: schemaVersion(copy) }
  } finally {
    copy.close()
  }
}
