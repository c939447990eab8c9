import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, expect, it } from 'vitest'
import { LATEST_SCHEMA_VERSION } from '../src/migrations'
import { isDrawer, platformProcesses } from './processKit'

// Three platform processes started at the same moment on a file that does not exist yet, as a deploy starts
// them (docs/deploy.md): each waits for the others' migrations and first seed instead of failing with
// SQLITE_BUSY; exactly one seeds, exactly one draws.

const dir = mkdtempSync(join(tmpdir(), 'liuhe-together-'))
const dbFile = join(dir, 'platform.sqlite')
const processes = platformProcesses()
afterAll(() => {
  processes.killAll()
  rmSync(dir, { recursive: true, force: true })
})

it('three processes started together on a new file all serve it, seeded once, with one drawer', async () => {
  const platforms = await Promise.all([1, 2, 3].map(() => processes.startPlatform(dbFile)))
  const seeders = platforms.filter((p) => /seeded and listening/.test(p.output()))
  expect(seeders).toHaveLength(1)
  const drawers = await Promise.all(platforms.map((p) => isDrawer(p.origin)))
  expect(drawers.filter(Boolean)).toHaveLength(1)
  for (const platform of platforms) {
    const health = await fetch(`${platform.origin}/healthz`)
    expect(health.status).toBe(200)
  }
  const db = new Database(dbFile, { readonly: true })
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION)
    // The seed's demo member exists once (account names are unique, a second seed would have failed).
    expect(db.prepare("SELECT COUNT(*) FROM users WHERE account = 'demo01'").pluck().get()).toBe(1)
  } finally {
    db.close()
  }
}, 240_000)
