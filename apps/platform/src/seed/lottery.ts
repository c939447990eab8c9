import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromChinaTime, parseChinaTime } from '@liuhe/domain'
import { catchUpDraws, drawMissedTurns } from '../scheduler'
import { insertInChunks, type Queries } from '../storage/queries'
import { createLotteryStore, type DrawRow } from '../store/lottery'
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

/** New Macau Mark Six (game 110) from its feed; the issue numbers are the feed's. */
function macauDraws(dataDir: string): DrawRow[] {
  const feed = JSON.parse(readFileSync(join(dataDir, 'macau-marksix-draws.json'), 'utf8')) as MacauFeed
  return (
    feed.draws
      // The feed repeats 2024004 once under the wrong number 2023004 (dated 2024); skip draws of another year.
      .filter((draw) => draw.openTime.startsWith(draw.issue.slice(0, 4)))
      .map((draw) => ({
        gameId: 110,
        turnNum: draw.issue,
        openTime: parseChinaTime(draw.openTime),
        openNum: draw.numbers.map(two).join(','),
      }))
  )
}

/**
 * Hong Kong Mark Six (game 70) from the HKJC feed: issue '25/134' becomes turn '2025134' (the century from
 * the two-digit year: 9x is 199x), drawn at 21:30 China time on the feed's date; the special number is last.
 */
function hongKongDraws(dataDir: string): DrawRow[] {
  const feed = JSON.parse(readFileSync(join(dataDir, 'hk-marksix-draws.json'), 'utf8')) as HongKongFeed
  const draws: DrawRow[] = []
  for (const draw of feed.draws) {
    const match = /^(\d{2})\/(\d{3})$/.exec(draw.issue)
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draw.date)
    if (!match || !date) continue
    draws.push({
      gameId: 70,
      turnNum: `${Number(match[1]) >= 90 ? '19' : '20'}${match[1]}${match[2]}`,
      openTime: fromChinaTime(Number(date[1]), Number(date[2]), Number(date[3]), 21, 30),
      openNum: [...draw.numbers, draw.special].map(two).join(','),
    })
  }
  return draws
}

/**
 * Seeds every lottery game of the catalogue with its draw history up to `nowMs`: Macau and Hong Kong get
 * their real feed, then every turn their schedule drew after the feed's end, generated (as a live platform
 * would have drawn them, so the seeded cards and gallery already stand at today's issue); interval games the
 * last {@link SEEDED_INTERVAL_DAYS} day of generated turns.
 */
export async function seedLottery(trx: Queries, dataDir: string, nowMs: number): Promise<void> {
  await insertInChunks(
    trx,
    'games',
    lotteryCatalogue.map((entry, index) => ({
      game_id: entry.gameId,
      game_name: entry.gameName,
      category: 'LOTTERY',
      type: 'LOTTERY',
      lottery_kind: entry.kind,
      schedule: JSON.stringify(entry.schedule),
      sort: index + 1,
      image_url: lotteryImageUrl(entry.gameId),
      hot: entry.hot,
      game_code: `LOTTERY_${entry.gameId}`,
    })),
  )
  const lottery = createLotteryStore(trx)
  await lottery.insertDraws(macauDraws(dataDir), 'feed')
  await lottery.insertDraws(hongKongDraws(dataDir), 'feed')
  await catchUpDraws(lottery, nowMs)
  for (const entry of lotteryCatalogue) {
    if (entry.schedule.kind !== 'interval') continue
    const turnsPerDay = (SEEDED_INTERVAL_DAYS * DAY_MS) / (entry.schedule.minutes * 60 * 1000)
    await drawMissedTurns(lottery, (await lottery.findLotteryGame(entry.gameId))!, nowMs, turnsPerDay)
  }
}
