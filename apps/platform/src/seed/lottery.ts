import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromChinaTime, parseChinaTime } from '@liuhe/domain'
import type { Db } from '../db'
import { drawMissedTurns } from '../scheduler'
import { findLotteryGame } from '../store/lottery'
import { lotteryCatalogue, lotteryImageUrl } from './lotteryCatalogue'

interface MacauFeed {
  draws: { issue: string; openTime: string; numbers: number[] }[]
}

interface HongKongFeed {
  draws: { issue: string; date: string; numbers: number[]; special: number }[]
}

const DAY_MS = 24 * 60 * 60 * 1000

/** How many days of draws an interval game has stored after seeding (older turns are computed on read). */
export const SEEDED_INTERVAL_DAYS = 1

const two = (n: number) => String(n).padStart(2, '0')

const insertDrawSql =
  'INSERT OR IGNORE INTO draws (game_id, turn_num, open_time, open_num) VALUES (?, ?, ?, ?)'

function seedMacau(db: Db, dataDir: string): number {
  const feed = JSON.parse(readFileSync(join(dataDir, 'macau-marksix-draws.json'), 'utf8')) as MacauFeed
  const insert = db.prepare(insertDrawSql)
  let count = 0
  for (const draw of feed.draws) {
    // The feed repeats 2024004 once under the wrong issue 2023004 (dated 2024); skip issues of another year.
    if (!draw.openTime.startsWith(draw.issue.slice(0, 4))) continue
    count += insert.run(
      110,
      draw.issue,
      parseChinaTime(draw.openTime),
      draw.numbers.map(two).join(','),
    ).changes
  }
  return count
}

/**
 * Hong Kong Mark Six (game 70) from the HKJC feed: issue '25/134' becomes turn '2025134' (the century from
 * the two-digit year: 9x is 199x), drawn at 21:30 China time on the feed's date; the special number is last.
 */
function seedHongKong(db: Db, dataDir: string): number {
  const feed = JSON.parse(readFileSync(join(dataDir, 'hk-marksix-draws.json'), 'utf8')) as HongKongFeed
  const insert = db.prepare(insertDrawSql)
  let count = 0
  for (const draw of feed.draws) {
    const match = /^(\d{2})\/(\d{3})$/.exec(draw.issue)
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draw.date)
    if (!match || !date) continue
    const turnNum = `${Number(match[1]) >= 90 ? '19' : '20'}${match[1]}${match[2]}`
    const openTime = fromChinaTime(Number(date[1]), Number(date[2]), Number(date[3]), 21, 30)
    const openNum = [...draw.numbers, draw.special].map(two).join(',')
    count += insert.run(70, turnNum, openTime, openNum).changes
  }
  return count
}

/**
 * Seeds every lottery game of the catalogue with its real (Hong Kong, Macau) or generated (interval games:
 * the last {@link SEEDED_INTERVAL_DAYS} day of turns up to `nowMs`) draw history.
 */
export function seedLottery(db: Db, dataDir: string, nowMs: number): void {
  const insertGame = db.prepare(
    `INSERT INTO games (game_id, game_name, category, type, lottery_kind, schedule, sort, image_url, hot, game_code)
     VALUES (?, ?, 'LOTTERY', 'LOTTERY', ?, ?, ?, ?, ?, ?)`,
  )
  lotteryCatalogue.forEach((entry, index) => {
    insertGame.run(
      entry.gameId,
      entry.gameName,
      entry.kind,
      JSON.stringify(entry.schedule),
      index + 1,
      lotteryImageUrl(entry.gameId),
      entry.hot,
      `LOTTERY_${entry.gameId}`,
    )
  })
  seedMacau(db, dataDir)
  seedHongKong(db, dataDir)
  for (const entry of lotteryCatalogue) {
    if (entry.schedule.kind !== 'interval') continue
    const turnsPerDay = (SEEDED_INTERVAL_DAYS * DAY_MS) / (entry.schedule.minutes * 60 * 1000)
    drawMissedTurns(db, findLotteryGame(db, entry.gameId)!, nowMs, turnsPerDay)
  }
}
