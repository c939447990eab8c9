import { formatChinaTime } from '@liuhe/domain'
import { type Context, Hono } from 'hono'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { intParam, ok, PlatformError } from '../envelope'
import { openTurn } from '../scheduler'
import { findLotteryGame, latestDraw } from '../store/lottery'

/** Builds the lottery info of a game (spec section 3), or throws when the game is unknown. */
export function buildOpenInfo(db: Db, gameId: number, now: number) {
  const game = findLotteryGame(db, gameId)
  if (!game) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
  const pre = latestDraw(db, gameId, now)
  const cur = openTurn(db, game, now)
  return {
    gameId,
    gameName: game.gameName,
    cur: { turnNum: cur.turnNum, closeTime: cur.closeTime, liveUrl: '' },
    pre: {
      turnNum: pre?.turnNum ?? '',
      openNum: pre?.openNum ?? '',
      isStreaming: false,
      openTime: pre ? formatChinaTime(pre.openTime) : '',
    },
    plan: { turnNum: cur.turnNum, planTime: formatChinaTime(cur.closeTime), openNum: '' },
    serverTime: now,
  }
}

/** Lottery routes under the API prefix. */
export function lotteryRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  const openInfo = (c: Context) => ok(c, buildOpenInfo(db, intParam(c, 'gameId'), clock.now()))
  app.get('/v/lottery/openInfo', openInfo)
  app.get('/lottery/openInfo', openInfo)
  return app
}

/** Static-JSON form of the lottery info: `/sys-upload/data/lotery/{gameId}.json` at the host root. */
export function staticLotteryRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  app.get('/sys-upload/data/lotery/:file', (c) => {
    const match = /^(\d+)\.json$/.exec(c.req.param('file'))
    if (!match) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    return ok(c, buildOpenInfo(db, Number(match[1]), clock.now()))
  })
  return app
}
