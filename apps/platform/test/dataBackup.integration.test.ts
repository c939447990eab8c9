import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromChinaTime } from '@liuhe/domain'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { backupDataFile } from '../src/dataBackup'
import { LATEST_SCHEMA_VERSION } from '../src/migrations'
import { createStores } from '../src/store'
import { startTestPlatform } from './harness'
import { walletKit } from './walletKit'

const dir = mkdtempSync(join(tmpdir(), 'liuhe-backup-'))
const file = join(dir, 'live.sqlite')
let env: Awaited<ReturnType<typeof startTestPlatform>>
beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12), { dbFile: file })
})
afterAll(async () => {
  await env.stop()
})

it('copies the data file the platform has open: every member, balances equal to their ledgers, the latest schema', async () => {
  const kit = walletKit(env, 'bk')
  for (let i = 0; i < 20; i++) await kit.memberWith(100 + i)
  const target = join(dir, 'copies', 'backup.sqlite')
  const report = backupDataFile(file, target)
  expect(report.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
  expect(report.bytes).toBeGreaterThan(0)
  // The platform goes on writing after the copy; the copy stays as it was.
  await kit.memberWith(50)
  const copy = new Database(target, { readonly: true })
  try {
    expect(await createStores(copy).wallet.unbalancedUsers()).toEqual([])
    const accounts = (db: Database.Database) =>
      db.prepare("SELECT COUNT(*) FROM users WHERE account LIKE 'bk%'").pluck().get() as number
    // `dbFile`: the harness's SQLite file, whatever the engine, so its handle is there.
    const live = env.db!
    expect([accounts(copy), accounts(live)]).toEqual([20, 21])
    const money = (db: Database.Database) =>
      db.prepare('SELECT COALESCE(SUM(amount_fen), 0) FROM ledger').pluck().get() as number
    expect(money(live) - money(copy)).toBe(5000)
  } finally {
    copy.close()
  }
})

it('refuses a target that exists and a source that does not, changing neither', () => {
  const existing = join(dir, 'taken.sqlite')
  writeFileSync(existing, 'keep me')
  expect(() => backupDataFile(file, existing)).toThrow(/exists/)
  expect(() => backupDataFile(join(dir, 'missing.sqlite'), join(dir, 'new.sqlite'))).toThrow(/no data file/)
  expect(readFileSync(existing, 'utf8')).toBe('keep me')
  expect(existsSync(join(dir, 'new.sqlite'))).toBe(false)
})
