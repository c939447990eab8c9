import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseChinaTime } from '@liuhe/domain'
import type { Db } from '../db'

interface MacauFeed {
  draws: { issue: string; openTime: string; numbers: number[] }[]
}

const two = (n: number) => String(n).padStart(2, '0')

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

/** Seeds the lottery games and their draw histories. */
export function seedLottery(db: Db, dataDir: string): void {
  db.prepare(
    'INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    110,
    '新澳门六合彩',
    'LOTTERY',
    'LOTTERY',
    'sixMark',
    JSON.stringify({ kind: 'daily', hour: 21, minute: 32 }),
    1,
  )
  seedMacau(db, dataDir)
}
