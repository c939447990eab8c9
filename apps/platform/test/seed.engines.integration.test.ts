import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fromChinaTime } from '@liuhe/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Db, openDb } from '../src/db'
import { seed } from '../src/seed'
import { demoUsers } from '../src/seed/users'
import { isPostgres, type Queries } from '../src/storage/queries'
import { kyselyOf } from '../src/store'
import { describeEachEngine } from './engines'

// The seed on both storage engines (docs/platform.md, "Storage engines"): a SQLite database opened by
// src/db.ts `openDb` and seeded through its better-sqlite3 handle is the reference; seeding each engine through
// its Kysely writes the same rows.

/** The repository's real draw data (as test/harness.ts names it). */
const dataDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../data/marksix')
const seededAt = fromChinaTime(2026, 6, 10, 12)

/** The seeded tables with an id of the seed's own: on PostgreSQL an identity each (storage/postgres/migrations.ts). */
const identities = [
  ['games', 'game_id'],
  ['templates', 'template_id'],
  ['template_groups', 'group_id'],
  ['template_polls', 'poll_id'],
  ['documents', 'document_id'],
  ['promotions', 'id'],
  ['gallery_groups', 'group_id'],
] as const

/** The tables of `db`'s schema, by name (PostgreSQL's own record of its migrations aside). */
async function tablesOf(db: Queries): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`.execute(
        db,
      )
    : await sql<{ name: string }>`SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
  return rows.map((row) => row.name).sort()
}

/** Every table's row count. */
async function countsOf(db: Queries): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await tablesOf(db)) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)
    counts[table] = Number(rows[0]!.n)
  }
  return counts
}

/** Each demo account's two balances and the sums of its ledger rows per wallet. */
async function demoBalancesOf(db: Queries) {
  const balances = []
  for (const { account } of demoUsers) {
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'money_fen', 'live_money_fen'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    const sums = await db
      .selectFrom('ledger')
      .select(['wallet', (eb) => eb.fn.sum<number>('amount_fen').as('total')])
      .where('user_id', '=', user.user_id)
      .groupBy('wallet')
      .execute()
    const ledgerFen = (wallet: string) => Number(sums.find((row) => row.wallet === wallet)?.total ?? 0)
    balances.push({
      account,
      moneyFen: user.money_fen,
      liveMoneyFen: user.live_money_fen,
      mainLedgerFen: ledgerFen('main'),
      liveLedgerFen: ledgerFen('live'),
    })
  }
  return balances
}

/** Every row of `table`, each as JSON, sorted: the same rows whatever order an engine reads them in. */
async function rowsOf(db: Queries, table: string): Promise<string[]> {
  const { rows } = await sql`SELECT * FROM ${sql.table(table)}`.execute(db)
  return rows.map((row) => JSON.stringify(row)).sort()
}

const gamesOf = (db: Queries) => db.selectFrom('games').selectAll().orderBy('game_id').execute()
const templatesOf = (db: Queries) => db.selectFrom('templates').selectAll().orderBy('template_id').execute()

let reference: Db
let referenceCounts: Record<string, number>
beforeAll(async () => {
  reference = openDb(':memory:')
  expect(await seed(reference, dataDir, seededAt)).toEqual({ seeded: true })
  referenceCounts = await countsOf(kyselyOf(reference))
})
afterAll(() => {
  reference?.close()
})

describeEachEngine('the seed', (db, engine) => {
  it('seeds once when two seeds start together', async () => {
    const results = await Promise.all([seed(db(), dataDir, seededAt), seed(db(), dataDir, seededAt)])
    expect(results.filter((result) => result.seeded)).toHaveLength(1)
  })

  it('writes the rows the reference gets: every table’s count, the games, the templates', async () => {
    expect(referenceCounts.games).toBeGreaterThan(0)
    expect(referenceCounts.template_items).toBeGreaterThan(0)
    expect(await countsOf(db())).toEqual(referenceCounts)
    expect(await gamesOf(db())).toEqual(await gamesOf(kyselyOf(reference)))
    const templates = await templatesOf(db())
    expect(templates).toEqual(await templatesOf(kyselyOf(reference)))
    expect(templates.length).toBe(referenceCounts.templates)
  })

  it('writes the same values into every table, ids included', async () => {
    for (const table of Object.keys(referenceCounts)) {
      expect(await rowsOf(db(), table), table).toEqual(await rowsOf(kyselyOf(reference), table))
    }
  })

  it('opens each demo balance with its ledger rows: a balance is the sum of its wallet’s rows', async () => {
    const balances = await demoBalancesOf(db())
    expect(balances).toEqual(await demoBalancesOf(kyselyOf(reference)))
    for (const balance of balances) {
      expect(balance.moneyFen, balance.account).toBe(balance.mainLedgerFen)
      expect(balance.liveMoneyFen, balance.account).toBe(balance.liveLedgerFen)
    }
    expect(balances.find((b) => b.account === 'vip001')?.moneyFen).toBe(8_888_800)
  })

  it('does nothing to a seeded database', async () => {
    expect(await seed(db(), dataDir, seededAt + 86_400_000)).toEqual({ seeded: false })
    expect(await countsOf(db())).toEqual(referenceCounts)
  })

  it(`numbers a row inserted without an id past the seeded ids (${engine})`, async () => {
    const largest = async (table: (typeof identities)[number][0], column: string) => {
      const { rows } = await sql<{
        n: number
      }>`SELECT MAX(${sql.ref(column)}) AS n FROM ${sql.table(table)}`.execute(db())
      return Number(rows[0]!.n)
    }
    const before = Object.fromEntries(
      await Promise.all(
        identities.map(async ([table, column]) => [table, await largest(table, column)] as const),
      ),
    )
    const { game_id: gameId } = await db()
      .insertInto('games')
      .values({ game_name: '新游戏', category: 'LOTTERY', type: 'LOTTERY' })
      .returning('game_id')
      .executeTakeFirstOrThrow()
    const { template_id: templateId } = await db()
      .insertInto('templates')
      .values({ game_id: gameId, template_code: 'NEW', name: '新资料', play_cate_name: '新资料' })
      .returning('template_id')
      .executeTakeFirstOrThrow()
    const { group_id: templateGroupId } = await db()
      .insertInto('template_groups')
      .values({ template_id: templateId, group_name: '新' })
      .returning('group_id')
      .executeTakeFirstOrThrow()
    const { poll_id: pollId } = await db()
      .insertInto('template_polls')
      .values({ template_id: templateId, game_turn: '2026001' })
      .returning('poll_id')
      .executeTakeFirstOrThrow()
    const { document_id: documentId } = await db()
      .insertInto('documents')
      .values({ game_id: gameId, template_id: templateId, sub_name: '新资料' })
      .returning('document_id')
      .executeTakeFirstOrThrow()
    const { id: promotionId } = await db()
      .insertInto('promotions')
      .values({
        classify_type: 1,
        classify_name: '新人优惠',
        name: '新活动',
        cover_url: '',
        color: '#e53935',
        start_time: seededAt,
        end_time: seededAt,
        domain: '',
        template_type: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { group_id: galleryGroupId } = await db()
      .insertInto('gallery_groups')
      .values({ game_id: 110, play_category_id: 1, name: '新图', initials: 'X' })
      .returning('group_id')
      .executeTakeFirstOrThrow()
    expect({
      games: gameId,
      templates: templateId,
      template_groups: templateGroupId,
      template_polls: pollId,
      documents: documentId,
      promotions: promotionId,
      gallery_groups: galleryGroupId,
    }).toEqual(Object.fromEntries(identities.map(([table]) => [table, before[table]! + 1])))
  })
})
