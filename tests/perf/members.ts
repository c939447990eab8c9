// Members for the storage bench (storage.mjs): writes BENCH_MEMBERS new members (1,000,000 元 each, with
// their ledger row, adult confirmed) into the platform's database — the SQLite file PLATFORM_DB, or
// DATABASE_URL's PostgreSQL database — once the platform has migrated and seeded it, and prints their
// session tokens as a JSON array, so that a bet rate is measured over many members as a platform serves them.
//
//   PLATFORM_DB=/tmp/x.sqlite BENCH_MEMBERS=50 npx tsx tests/perf/members.ts
import { hashPassword } from '../../apps/platform/src/auth/passwords'
import { openStorage, storageEngineFromEnv } from '../../apps/platform/src/storage/engine'
import { createStores } from '../../apps/platform/src/store'

const count = Number(process.env.BENCH_MEMBERS ?? 50)
if (!process.env.DATABASE_URL && !process.env.PLATFORM_DB)
  throw new Error('members.ts: set PLATFORM_DB or DATABASE_URL')
const db = await openStorage(storageEngineFromEnv(process.env, process.env.PLATFORM_DB ?? ''))
try {
  const stores = createStores(db)
  const now = Date.now()
  const passwordHash = hashPassword('Bench1234')
  const tokens = await stores.transaction(async (tx) => {
    const issued: string[] = []
    for (let i = 0; i < count; i++) {
      const userId = await tx.users.insertUser({
        account: `bench${process.pid}x${i}`,
        passwordHash,
        type: 'HY',
        createdAt: now,
      })
      await tx.wallet.post({ userId, type: 'opening', amountFen: 100_000_000, at: now })
      await tx.responsible.confirmAdult(userId, now)
      issued.push(await tx.users.issueToken(userId, now, 86_400_000))
    }
    return issued
  })
  console.log(JSON.stringify(tokens))
} finally {
  await db.destroy()
}
