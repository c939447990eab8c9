import { readFileSync } from 'node:fs'
import { betEndTimeOf, formatChinaTime } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Clock } from '../clock'
import { HttpError, missingResource, ok } from '../envelope'
import { digits, pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import { isStreaming, openTurn } from '../scheduler'
import type { Stores } from '../store'
import type { DrawRow, LotteryGameRow, LotteryStore } from '../store/lottery'
import type { HistoryPeriod } from '../store/lotteryHistory'
import { drawShowOf } from '../video/drawShow'
import { type DrawVideos, liveListingAt, playlistOf } from '../video/drawVideos'
import { type ShowState, showStateAt } from '../video/onAir'
import { playCategoriesOf } from './lotteryPlayCategories'
import { lotteryTileSvg } from './lotteryTiles'

/** The live stream URL of a game (relative to the platform origin). */
export const liveUrlOf = (gameId: number) => `/live/${gameId}/index.m3u8`
/** The replay URL of one drawn turn (relative to the platform origin). */
export const replayUrlOf = (gameId: number, turnNum: string) => `/live/${gameId}/replay/${turnNum}.m3u8`

/** Where a drawn turn's show stands (video/onAir.ts), for the lottery info. */
export type ShowStateOf = (game: LotteryGameRow, draw: DrawRow) => ShowState

/** The show state of a drawn turn read from the draw videos on disk, at `realNow()`, the shows' time (video/showTime.ts). */
export function showStatesOf(videos: DrawVideos, realNow: () => number = Date.now): ShowStateOf {
  return (game, draw) => {
    const pendingSince = videos.pendingSince(game.gameId, draw.turnNum)
    const live = videos.live(game.gameId)
    if (pendingSince === undefined && live?.turnNum !== draw.turnNum) return null
    const show = drawShowOf(game, draw)
    return show && showStateAt(show, { pendingSince, live }, realNow())
  }
}

/**
 * The lottery info of a game: open turn, latest draw and plan; throws for an unknown game. While the latest
 * draw's show runs (`showOf`, video/onAir.ts) the info follows it, so a page read mid-show agrees with the
 * video and the VIDEO pushes: `pre` is the draw before it, streaming, `cur.liveUrl` the live playlist and
 * `plan` the streamed turn with the numbers out so far. While its video is encoded the draw is not out
 * yet: `pre` is the draw before and `plan` the turn with no numbers.
 */
export async function buildOpenInfo(
  lottery: LotteryStore,
  gameId: number,
  now: number,
  showOf?: ShowStateOf,
) {
  const game = await lottery.requireLotteryGame(gameId)
  const latest = await lottery.latestDraw(gameId, now)
  const cur = await openTurn(lottery, game, now)
  const state = latest && showOf ? showOf(game, latest) : null
  const pre = state && latest ? await lottery.latestDraw(gameId, latest.openTime - 1) : latest
  const streaming = state?.phase === 'streaming' || isStreaming(game, now)
  const plan =
    state && latest
      ? {
          turnNum: latest.turnNum,
          planTime: formatChinaTime(latest.openTime),
          openNum: state.phase === 'streaming' ? state.openNum : '',
        }
      : { turnNum: cur.turnNum, planTime: formatChinaTime(cur.closeTime), openNum: '' }
  return {
    gameId,
    gameName: game.gameName,
    lotteryKind: game.lotteryKind,
    cur: {
      turnNum: cur.turnNum,
      closeTime: cur.closeTime,
      // Bets on this turn close a little before its draw (封盘).
      betEndTime: betEndTimeOf(game.schedule, cur.closeTime),
      liveUrl: streaming ? liveUrlOf(gameId) : '',
    },
    pre: {
      turnNum: pre?.turnNum ?? '',
      openNum: pre?.openNum ?? '',
      isStreaming: streaming,
      openTime: pre ? formatChinaTime(pre.openTime) : '',
    },
    plan,
    serverTime: now,
  }
}

/** A draw as the history answers it. */
export function historyRow(draw: DrawRow) {
  return {
    gameId: draw.gameId,
    turnNum: draw.turnNum,
    openNum: draw.openNum,
    openTime: formatChinaTime(draw.openTime),
  }
}

const periodParam = z
  .string()
  .regex(/^(\d{4})(-(\d{2})-(\d{2}))?$/)
  .transform((text): HistoryPeriod => {
    const [year, month, day] = text.split('-').map(Number)
    return month === undefined ? { year: year! } : { year: year!, month, day: day! }
  })
  .refine((p) => !('day' in p) || (p.month >= 1 && p.month <= 12 && p.day >= 1 && p.day <= 31))

const gameQuery = z.object({ gameId: digits })

/** The most draws one history page answers: the analytics pages read up to 1,000 draws in one call. */
export const HISTORY_MAX_ROWS = 1000

const historyQuery = z.object({
  gameId: positiveInt,
  page: pageParam,
  rows: rowsParam(20, HISTORY_MAX_ROWS),
  date: periodParam.optional(),
})

/** Lottery routes under the API prefix. */
export function lotteryRoutes({ lottery, history }: Stores, clock: Clock, showOf?: ShowStateOf) {
  const app = new Hono()
  app.on('GET', ['/v/lottery/openInfo', '/lottery/openInfo'], validate('query', gameQuery), async (c) =>
    ok(c, await buildOpenInfo(lottery, c.req.valid('query').gameId, clock.now(), showOf)),
  )
  app.get('/lottery/history', validate('query', historyQuery), async (c) => {
    const query = c.req.valid('query')
    const game = await lottery.requireLotteryGame(query.gameId)
    const page = await history.historyPage(game, clock.now(), query.date, {
      offset: (query.page - 1) * query.rows,
      limit: query.rows,
    })
    return ok(c, page.rows.map(historyRow), page.total)
  })
  app.get('/lottery/history/group', validate('query', gameQuery), async (c) => {
    const game = await lottery.requireLotteryGame(c.req.valid('query').gameId)
    const groups = await history.historyGroups(game, clock.now())
    return ok(c, groups, groups.length)
  })
  app.get('/game/play-cate', validate('query', gameQuery), async (c) => {
    const game = await lottery.requireLotteryGame(c.req.valid('query').gameId)
    return ok(c, playCategoriesOf(game.lotteryKind))
  })
  return app
}

/** The answer of a playlist or segment the platform has no video for (the app shows its message as is). */
const noVideo = () => new HttpError(404, 'LIVE/NO_RESOURCE', '暂无视频资源，请稍后在观看！')

const HLS_TYPE = 'application/vnd.apple.mpegurl'
/**
 * How long the live playlist stays closed (#EXT-X-ENDLIST) after its show: a player reloading it every
 * segment (2 s) reads the end; after that the game has no live stream until its next show (the turn's
 * replay stays).
 */
export const LIVE_ENDED_KEPT_MS = 10_000
const gameParam = z.object({ gameId: digits })
const replayParam = z.object({
  gameId: digits,
  file: z
    .string()
    .regex(/^\d{1,20}\.m3u8$/)
    .transform((file) => file.slice(0, -'.m3u8'.length)),
})
const segmentParam = z.object({
  gameId: digits,
  turnNum: z.string().regex(/^\d{1,20}$/),
  segment: z.string().regex(/^seg-\d{3}\.ts$/),
})

/**
 * Host-root routes of the lottery area: the static-JSON lottery info `/sys-upload/data/lotery/{gameId}.json`,
 * the generated game tiles `/sys-upload/games/lottery-{gameId}.svg`, and the draw videos (video/drawVideos.ts):
 * the live playlist `/live/{gameId}/index.m3u8` lists the segments of the running show up to the next one
 * (`liveListingAt`)
 * (an EVENT playlist that grows, closed with #EXT-X-ENDLIST once the show is over, for {@link LIVE_ENDED_KEPT_MS}), the replay
 * `/live/{gameId}/replay/{turnNum}.m3u8` a turn's whole video, and `/live/{gameId}/{turnNum}/seg-NNN.ts` the
 * segments. A game or turn without a video answers 404 `LIVE/NO_RESOURCE` with the message the app shows.
 * `realNow` is the shows' time (video/showTime.ts), real time outside tests: a video plays in real time,
 * whatever the platform's clock.
 */
export function staticLotteryRoutes(
  { lottery }: Stores,
  clock: Clock,
  videos: DrawVideos,
  realNow: () => number = Date.now,
) {
  const app = new Hono()
  app.get('/sys-upload/data/lotery/:file', async (c) => {
    const match = /^(\d+)\.json$/.exec(c.req.param('file'))
    if (!match) throw missingResource()
    return ok(c, await buildOpenInfo(lottery, Number(match[1]), clock.now(), showStatesOf(videos, realNow)))
  })
  app.get('/sys-upload/games/:file{lottery-[0-9]+\\.svg}', async (c) => {
    const game = await lottery.findLotteryGame(Number(/\d+/.exec(c.req.param('file'))![0]))
    if (!game) throw missingResource()
    c.header('cache-control', 'public, max-age=86400')
    return c.body(lotteryTileSvg(game), 200, { 'content-type': 'image/svg+xml; charset=utf-8' })
  })
  app.get('/live/:gameId/index.m3u8', validate('param', gameParam), (c) => {
    const { gameId } = c.req.valid('param')
    const live = videos.live(gameId)
    const segments = live && videos.segments(gameId, live.turnNum)
    if (!live || !segments) throw noVideo()
    const elapsedMs = realNow() - live.startedAt
    const listing = liveListingAt(segments, elapsedMs)
    // Some time after the show (LIVE_ENDED_KEPT_MS) the game has no live stream until its next.
    if (liveListingAt(segments, elapsedMs - LIVE_ENDED_KEPT_MS).ended) throw noVideo()
    const body = playlistOf(listing.segments, (s) => `${live.turnNum}/${s.file}`, {
      ended: listing.ended,
      type: 'EVENT',
    })
    return c.body(body, 200, { 'content-type': HLS_TYPE, 'cache-control': 'no-cache' })
  })
  app.get('/live/:gameId/replay/:file', validate('param', replayParam), (c) => {
    const { gameId, file: turnNum } = c.req.valid('param')
    const segments = videos.segments(gameId, turnNum)
    if (!segments) throw noVideo()
    const body = playlistOf(segments, (s) => `../${turnNum}/${s.file}`, { ended: true, type: 'VOD' })
    return c.body(body, 200, { 'content-type': HLS_TYPE, 'cache-control': 'no-cache' })
  })
  app.get('/live/:gameId/:turnNum/:segment', validate('param', segmentParam), (c) => {
    const { gameId, turnNum, segment } = c.req.valid('param')
    const file = videos.segmentFile(gameId, turnNum, segment)
    if (!file) throw noVideo()
    return c.body(readFileSync(file), 200, {
      'content-type': 'video/mp2t',
      'cache-control': 'public, max-age=3600',
    })
  })
  return app
}
