import { formatChinaTime } from '@liuhe/domain'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { badRequest, intParam, ok, PlatformError } from '../envelope'
import { isStreaming, openTurn } from '../scheduler'
import { type DrawRow, findLotteryGame, type LotteryGameRow, latestDraw } from '../store/lottery'
import { type HistoryPeriod, historyGroups, historyPage } from '../store/lotteryHistory'
import { pageParam, parseQuery, positiveInt, rowsParam } from './lotteryParams'
import { playCategoriesOf } from './lotteryPlayCategories'
import { lotteryTileSvg } from './lotteryTiles'

/** The live stream URL of a game (relative to the platform origin). */
export const liveUrlOf = (gameId: number) => `/live/${gameId}/index.m3u8`
/** The replay URL of one drawn turn (relative to the platform origin). */
export const replayUrlOf = (gameId: number, turnNum: string) => `/live/${gameId}/replay/${turnNum}.m3u8`

function gameOr404(db: Db, gameId: number): LotteryGameRow {
  const game = findLotteryGame(db, gameId)
  if (!game) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
  return game
}

/** Builds the lottery info of a game (spec section 3), or throws when the game is unknown. */
export function buildOpenInfo(db: Db, gameId: number, now: number) {
  const game = gameOr404(db, gameId)
  const pre = latestDraw(db, gameId, now)
  const cur = openTurn(db, game, now)
  const streaming = isStreaming(game, now)
  return {
    gameId,
    gameName: game.gameName,
    lotteryKind: game.lotteryKind,
    cur: { turnNum: cur.turnNum, closeTime: cur.closeTime, liveUrl: streaming ? liveUrlOf(gameId) : '' },
    pre: {
      turnNum: pre?.turnNum ?? '',
      openNum: pre?.openNum ?? '',
      isStreaming: streaming,
      openTime: pre ? formatChinaTime(pre.openTime) : '',
    },
    plan: { turnNum: cur.turnNum, planTime: formatChinaTime(cur.closeTime), openNum: '' },
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

const historyQuery = z.object({
  gameId: positiveInt,
  page: pageParam,
  rows: rowsParam(20),
  date: periodParam.optional(),
})

/** Lottery routes under the API prefix. */
export function lotteryRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  const openInfo = (c: Context) => ok(c, buildOpenInfo(db, intParam(c, 'gameId'), clock.now()))
  app.get('/v/lottery/openInfo', openInfo)
  app.get('/lottery/openInfo', openInfo)
  app.get('/lottery/history', (c) => {
    const query = parseQuery(c, historyQuery)
    const game = gameOr404(db, query.gameId)
    const page = historyPage(db, game, clock.now(), query.date, {
      offset: (query.page - 1) * query.rows,
      limit: query.rows,
    })
    return ok(c, page.rows.map(historyRow), page.total)
  })
  app.get('/lottery/history/group', (c) => {
    const groups = historyGroups(db, gameOr404(db, intParam(c, 'gameId')), clock.now())
    return ok(c, groups, groups.length)
  })
  app.get('/game/play-cate', (c) => {
    const game = gameOr404(db, intParam(c, 'gameId'))
    return ok(c, playCategoriesOf(game.lotteryKind))
  })
  return app
}

/**
 * Host-root routes of the lottery area: the static-JSON lottery info `/sys-upload/data/lotery/{gameId}.json`,
 * the generated game tiles `/sys-upload/games/lottery-{gameId}.svg`, and the live/replay playlists. The
 * platform has no video source: every playlist answers 404 `LIVE/NO_RESOURCE` with the spec's message, which
 * the app shows as is.
 */
export function staticLotteryRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  app.get('/sys-upload/data/lotery/:file', (c) => {
    const match = /^(\d+)\.json$/.exec(c.req.param('file'))
    if (!match) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    return ok(c, buildOpenInfo(db, Number(match[1]), clock.now()))
  })
  app.get('/sys-upload/games/:file{lottery-[0-9]+\\.svg}', (c) => {
    const game = findLotteryGame(db, Number(/\d+/.exec(c.req.param('file'))![0]))
    if (!game) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    c.header('cache-control', 'public, max-age=86400')
    return c.body(lotteryTileSvg(game), 200, { 'content-type': 'image/svg+xml; charset=utf-8' })
  })
  const noVideo = (c: Context) => {
    if (!/^\d+$/.test(c.req.param('gameId') ?? '')) badRequest('gameId')
    throw new PlatformError('LIVE/NO_RESOURCE', '暂无视频资源，请稍后在观看！', 404)
  }
  app.get('/live/:gameId/index.m3u8', noVideo)
  app.get('/live/:gameId/replay/:file', noVideo)
  return app
}
