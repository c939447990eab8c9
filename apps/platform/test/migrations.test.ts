import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Db, openDb } from '../src/db'
import { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from '../src/migrations'
import { seed } from '../src/seed'
import { dataDir } from './harness'

const schemaV1 = readFileSync(fileURLToPath(new URL('fixtures/schema-v1.sql', import.meta.url)), 'utf8')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'liuhe-migrations-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const userVersion = (db: Db | Database.Database) => db.pragma('user_version', { simple: true })
const schemaOf = (db: Db | Database.Database) =>
  db
    .prepare(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all()
const columnsOf = (db: Db, table: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map(
    (c) => c.name,
  )

const daily = JSON.stringify({ kind: 'daily', hour: 21, minute: 32 })
const weekly = JSON.stringify({ kind: 'weekly', weekdays: [2, 4, 6], hour: 21, minute: 30 })
const everyMinute = JSON.stringify({ kind: 'interval', minutes: 1 })

/**
 * Writes a data file the way the code before numbered migrations left one: its schema (user_version 0),
 * its meta rows, and a few users, draws (feed rows and rows its scheduler drew) and favourites.
 */
function writeLegacyFile(file: string): void {
  const db = new Database(file)
  db.exec(schemaV1)
  db.exec(`
    INSERT INTO meta (key, value) VALUES ('schema_version', '1'), ('seed_version', '7-template-likes-at-and-polls-per-turn');
    INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule) VALUES
      (110, '新澳门六合彩', 'LOTTERY', 'LOTTERY', 'sixMark', '${daily}'),
      (70, '香港六合彩', 'LOTTERY', 'LOTTERY', 'sixMark', '${weekly}'),
      (122, '极速六合彩', 'LOTTERY', 'LOTTERY', 'sixMark', '${everyMinute}');
    INSERT INTO users (user_id, account, password_hash, created_at, money) VALUES
      (1, 'demo01', 'scrypt$a', 1000, 5288.5),
      (2, 'agent01', 'scrypt$b', 2000, 12000);
    INSERT INTO draws (game_id, turn_num, open_time, open_num) VALUES
      (110, '2026137', 1779024752000, '01,02,03,04,05,06,07'),
      (110, '2026138', 1779111152000, '38,22,06,24,20,46,49'),
      (110, '2026139', 1779197520000, '11,12,13,14,15,16,17'),
      (70, '2025134', 1766928600000, '07,10,11,19,25,30,45'),
      (70, '2025135', 1767101400000, '21,22,23,24,25,26,27'),
      (122, '202611220720', 1795320000000, '31,32,33,34,35,36,37');
    INSERT INTO templates (template_id, game_id, template_code, name, play_cate_name) VALUES
      (1001, 110, 'MB04', '一肖一码', '推荐'), (1002, 110, 'MB05', '平特一肖', '生肖');
    INSERT INTO template_likes (user_id, template_id, created_at) VALUES (1, 1001, 5000), (1, 1002, 6000), (2, 1001, 7000);
  `)
  db.close()
}

describe('openDb migrations', () => {
  it('migration 1 is the schema data files were written with before migrations were numbered', () => {
    const legacy = new Database(':memory:')
    legacy.exec(schemaV1)
    const db = new Database(':memory:') as Db
    expect(migrate(db, 1)).toBe(1)
    expect(userVersion(db)).toBe(1)
    expect(schemaOf(db)).toEqual(schemaOf(legacy))
  })

  it('recognises a file from before numbered migrations as version 1 and migrates it, keeping every row', async () => {
    const file = join(dir, 'legacy.sqlite')
    writeLegacyFile(file)
    const before = new Database(file)
    expect(userVersion(before)).toBe(0)
    expect(schemaVersion(before as Db)).toBe(1)
    expect(schemaVersion(new Database(':memory:') as Db)).toBe(0)
    const users = before.prepare('SELECT * FROM users ORDER BY user_id').all()
    const likes = before.prepare('SELECT * FROM template_likes ORDER BY user_id, template_id').all()
    const draws = before.prepare('SELECT * FROM draws ORDER BY game_id, turn_num').all()
    before.close()

    const db = openDb(file)
    expect(userVersion(db)).toBe(LATEST_SCHEMA_VERSION)
    // Migration 4: the wallet columns become whole fen; every other column is kept as it was.
    const moved = ['money', 'live_money', 'rech_money', 'cycle_bet_amount']
    const withoutMoney = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          Object.entries(row).filter(([key]) => !moved.includes(key) && !key.endsWith('_fen')),
        ),
      )
    const migratedUsers = db.prepare('SELECT * FROM users ORDER BY user_id').all()
    expect(withoutMoney(migratedUsers)).toEqual(withoutMoney(users))
    expect(
      db.prepare('SELECT user_id, money_fen, live_money_fen, rech_money_fen, cycle_bet_fen FROM users').all(),
    ).toEqual([
      { user_id: 1, money_fen: 528_850, live_money_fen: 0, rech_money_fen: 0, cycle_bet_fen: 0 },
      { user_id: 2, money_fen: 1_200_000, live_money_fen: 0, rech_money_fen: 0, cycle_bet_fen: 0 },
    ])
    // Each balance opens its ledger, so the balance is the sum of its rows from here on.
    expect(
      db.prepare('SELECT user_id, wallet, type, amount_fen, balance_fen FROM ledger ORDER BY user_id').all(),
    ).toEqual([
      { user_id: 1, wallet: 'main', type: 'opening', amount_fen: 528_850, balance_fen: 528_850 },
      { user_id: 2, wallet: 'main', type: 'opening', amount_fen: 1_200_000, balance_fen: 1_200_000 },
    ])
    expect(db.prepare('SELECT * FROM template_likes ORDER BY user_id, template_id').all()).toEqual(likes)
    expect(
      db.prepare('SELECT game_id, turn_num, open_time, open_num FROM draws ORDER BY game_id, turn_num').all(),
    ).toEqual(draws)
    expect(db.prepare('SELECT * FROM meta ORDER BY key').all()).toHaveLength(2)
    // Migration 2: the feed's rows stay 0; what the old scheduler drew after the feed, and every row of
    // an interval game, is flagged as generated.
    expect(columnsOf(db, 'draws')).toContain('generated')
    expect(
      db.prepare('SELECT game_id, turn_num, generated FROM draws ORDER BY game_id, turn_num').all(),
    ).toEqual([
      { game_id: 70, turn_num: '2025134', generated: 0 },
      { game_id: 70, turn_num: '2025135', generated: 1 },
      { game_id: 110, turn_num: '2026137', generated: 0 },
      { game_id: 110, turn_num: '2026138', generated: 0 },
      { game_id: 110, turn_num: '2026139', generated: 1 },
      { game_id: 122, turn_num: '202611220720', generated: 1 },
    ])
    // Migration 3.
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'template_items_turns'").get()).toEqual({
      name: 'template_items_turns',
    })
    // The seed leaves a database that has data alone.
    expect(await seed(db, dataDir)).toEqual({ seeded: false })
    expect(db.prepare('SELECT COUNT(*) AS n FROM draws').get()).toEqual({ n: 6 })
    db.close()
  })

  it('gives a new file every migration, ending with the same schema as a migrated old file', () => {
    const legacyFile = join(dir, 'legacy.sqlite')
    writeLegacyFile(legacyFile)
    const migrated = openDb(legacyFile)
    const fresh = openDb(join(dir, 'fresh.sqlite'))
    expect(userVersion(fresh)).toBe(LATEST_SCHEMA_VERSION)
    expect(columnsOf(fresh, 'draws')).toContain('generated')
    expect(schemaOf(fresh)).toEqual(schemaOf(migrated))
    migrated.close()
    fresh.close()
  })

  it('fills the track records of a file from before migration 10 with the notes its card rows hold', () => {
    const db = new Database(join(dir, 'records.sqlite')) as unknown as Db
    migrate(db, 9)
    db.exec(`
      INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule) VALUES
        (110, '新澳门六合彩', 'LOTTERY', 'LOTTERY', 'sixMark', '${daily}');
      INSERT INTO templates (template_id, game_id, template_code, name, play_cate_name) VALUES
        (1, 110, 'MB05', '三肖', '生肖'), (2, 110, 'MB42', '分栏', '综合'), (3, 110, 'MB04', '选号', '推荐');
      INSERT INTO template_groups (group_id, template_id, document_id, group_name, sort) VALUES
        (10, 1, NULL, '137-139', 1), (20, 2, NULL, '一肖', 2), (21, 2, NULL, '三码', 1), (30, 3, NULL, '139', 1);
      INSERT INTO template_items (group_id, game_id, turn_num, title, note, updated_time, sort, pick) VALUES
        (10, 110, '2026137', '2026137期', '开:马49*', 0, 1, '{}'),
        (10, 110, '2026138', '2026138期', '开:鼠01', 0, 2, '{}'),
        (10, 110, '2026139', '2026139期', '', 0, 3, '{}'),
        (21, 110, '2026138', '2026138期', '开:鼠01*', 0, 1, '{}'),
        (20, 110, '2026138', '2026138期', '开:鼠01', 0, 1, '{}'),
        (30, 110, '2026138', '一肖', '开:鼠01*', 0, 1, '{}'),
        (30, 110, '2026138', '①码', '开:鼠01', 0, 2, '{}');
    `)
    migrate(db)
    // The scored rows of the lead group (highest sort) only; the open row and a pick list's rows are left out.
    expect(db.prepare('SELECT * FROM template_records ORDER BY template_id, turn_num').all()).toEqual([
      { template_id: 1, turn_num: '2026137', note: '开:马49*' },
      { template_id: 1, turn_num: '2026138', note: '开:鼠01' },
      { template_id: 2, turn_num: '2026138', note: '开:鼠01' },
    ])
    db.close()
  })

  it('numbers the bets of a file from before migration 24 by their rowids, keeping every row', () => {
    const db = new Database(join(dir, 'bets.sqlite')) as unknown as Db
    migrate(db, 23)
    db.exec(`
      INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule) VALUES
        (110, '新澳门六合彩', 'LOTTERY', 'LOTTERY', 'sixMark', '${daily}');
      INSERT INTO users (user_id, account, password_hash, created_at) VALUES (1, 'demo01', 'scrypt$a', 1000);
      INSERT INTO bets (rowid, order_no, user_id, game_id, turn_num, play_id, selection, bet_count, stake_fen,
          amount_fen, odds, status, result, payout_fen, open_num, bet_end_time, created_at, settled_at, form_key)
        VALUES
        (7, 'B2', 1, 110, '2026139', 'sm.tema.a', '{}', 1, 100, 100, '49000', 0, NULL, 0, '', 5, 1, NULL, 'f1'),
        (3, 'B9', 1, 110, '2026138', 'sm.tema.a', '{}', 1, 100, 100, '49000', 1, 1, 4900, '07', 5, 1, 9, 'f0');
    `)
    const before = db.prepare('SELECT rowid AS id, * FROM bets ORDER BY rowid').all()
    migrate(db)
    expect(db.prepare('SELECT * FROM bets ORDER BY id').all()).toEqual(before)
    // New bets are numbered on from the last.
    db.exec(`INSERT INTO bets (order_no, user_id, game_id, turn_num, play_id, selection, bet_count, stake_fen,
        amount_fen, odds, bet_end_time, created_at, form_key)
      VALUES ('B5', 1, 110, '2026139', 'sm.tema.a', '{}', 1, 100, 100, '49000', 5, 2, 'f2')`)
    expect(db.prepare('SELECT order_no FROM bets ORDER BY id').pluck().all()).toEqual(['B9', 'B2', 'B5'])
    expect(() =>
      db.exec(`INSERT INTO bets (order_no, user_id, game_id, turn_num, play_id, selection, bet_count,
        stake_fen, amount_fen, odds, bet_end_time, created_at, form_key)
      VALUES ('B5', 1, 110, '2026139', 'sm.tema.a', '{}', 1, 100, 100, '49000', 5, 2, 'f3')`),
    ).toThrow(/UNIQUE/)
    db.close()
  })

  it('changes nothing when a file is opened again', () => {
    const file = join(dir, 'twice.sqlite')
    const first = openDb(file)
    first.prepare("INSERT INTO config (key, value) VALUES ('k', 'v')").run()
    const schema = schemaOf(first)
    first.close()

    const again = openDb(file)
    expect(userVersion(again)).toBe(LATEST_SCHEMA_VERSION)
    expect(migrate(again)).toBe(0)
    expect(schemaOf(again)).toEqual(schema)
    expect(again.prepare('SELECT * FROM config').all()).toEqual([{ key: 'k', value: 'v' }])
    again.close()
  })

  it('refuses a file written by newer code', () => {
    const file = join(dir, 'newer.sqlite')
    openDb(file).close()
    const raw = new Database(file)
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openDb(file)).toThrow(`schema version ${LATEST_SCHEMA_VERSION + 1}`)
  })
})
