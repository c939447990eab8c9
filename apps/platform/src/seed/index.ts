import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseChinaTime } from '@liuhe/domain'
import { type Db, getMeta, setMeta } from '../db'

/** Bump when the seed changes so an existing data file is recreated. */
export const SEED_VERSION = '1'

interface MacauFeed {
  draws: { issue: string; openTime: string; numbers: number[] }[]
}

const two = (n: number) => String(n).padStart(2, '0')

function seedGames(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  insert.run(
    110,
    '新澳门六合彩',
    'LOTTERY',
    'LOTTERY',
    'sixMark',
    JSON.stringify({ kind: 'daily', hour: 21, minute: 32 }),
    1,
  )
}

function seedMacau(db: Db, dataDir: string): number {
  const feed = JSON.parse(readFileSync(join(dataDir, 'macau-marksix-draws.json'), 'utf8')) as MacauFeed
  const insert = db.prepare(
    'INSERT OR IGNORE INTO draws (game_id, turn_num, open_time, open_num) VALUES (110, ?, ?, ?)',
  )
  let count = 0
  for (const draw of feed.draws) {
    // The feed repeats 2024004 once under the wrong issue 2023004 (dated 2024); skip issues of another year.
    if (!draw.openTime.startsWith(draw.issue.slice(0, 4))) continue
    count += insert.run(draw.issue, parseChinaTime(draw.openTime), draw.numbers.map(two).join(',')).changes
  }
  return count
}

/** True when the database was seeded by another seed version and must be recreated. */
export function isStale(db: Db): boolean {
  const version = getMeta(db, 'seed_version')
  return version !== undefined && version !== SEED_VERSION
}

/** Seeds an empty database; does nothing when this seed version is already there. */
export function seed(db: Db, dataDir: string): { seeded: boolean } {
  if (getMeta(db, 'seed_version') === SEED_VERSION) return { seeded: false }
  db.transaction(() => {
    seedGames(db)
    seedMacau(db, dataDir)
    setMeta(db, 'seed_version', SEED_VERSION)
  })()
  return { seeded: true }
}
