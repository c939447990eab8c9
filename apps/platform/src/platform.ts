import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Clock } from './clock'
import type { Db } from './db'
import { encryptionMiddleware } from './encryption'
import { ok, PlatformError } from './envelope'
import { createGameSocketHub, type GamePush } from './gameSocket'
import { authRoutes, staticAuthRoutes } from './routes/auth'
import { contentRoutes, staticContentRoutes } from './routes/content'
import { documentRoutes, staticDocumentRoutes } from './routes/documents'
import { galleryRoutes, staticGalleryRoutes } from './routes/gallery'
import { gameRoutes, staticGameRoutes } from './routes/games'
import { liveUrlOf, lotteryRoutes, staticLotteryRoutes } from './routes/lottery'
import { lotteryPushes } from './routes/lotteryPushes'
import { staticTemplateRoutes, templateRoutes } from './routes/templates'
import { userRoutes } from './routes/user'
import { catchUpDraws, drawNow, openTurn, type Scheduler, startScheduler } from './scheduler'
import { type DrawRow, findLotteryGame, type LotteryGameRow } from './store/lottery'
import { settleTemplateDraw, settleTemplateDraws } from './store/templates'

/** Options of {@link createPlatform}. */
export interface PlatformOptions {
  db: Db
  clock: Clock
  /** Enables `/app-api/__test__/…` hooks (draw now, publish a push). Never on in production. */
  testHooks?: boolean
  /** Encrypted mode: `/app-api/encrypt/…` and `…_encrypt.json` answer AES-encrypted bodies. */
  encrypt?: boolean
  /**
   * `'manual'`: the scheduler never fires by itself; whoever owns the clock calls `tick()` (tests). Default
   * `'auto'`: it looks for due draws every second.
   */
  scheduler?: 'auto' | 'manual'
}

/** The platform: HTTP API, static JSON, game sockets and the draw scheduler. */
export function createPlatform(options: PlatformOptions) {
  const { db, clock } = options
  const hub = createGameSocketHub()

  const pushes = lotteryPushes(hub)
  const announce = (draw: DrawRow, game?: LotteryGameRow) => {
    settleTemplateDraw(db, draw)
    pushes.onDraw(draw, game)
  }
  // The daily and weekly turns that passed while the platform was not running are drawn and settled like any
  // draw, oldest first, in one transaction. They are not pushed: they are past, and no socket is connected yet.
  const catchUp = db.transaction(() => {
    settleTemplateDraws(db, catchUpDraws(db, clock.now()))
  })

  const api = new Hono()
  api.route('/', lotteryRoutes(db, clock))
  api.route('/', templateRoutes(db, clock))
  api.route('/', documentRoutes(db))
  api.route('/', authRoutes(db, clock, { testHooks: options.testHooks ?? false }))
  api.route('/', userRoutes(db, clock))
  api.route('/', gameRoutes(db, clock))
  api.route('/', contentRoutes(db, clock))
  api.route('/', galleryRoutes(db, clock))
  if (options.testHooks) {
    api.post('/__test__/draw', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { gameId?: unknown }
      const game = typeof body.gameId === 'number' ? findLotteryGame(db, body.gameId) : undefined
      if (!game) throw new PlatformError('SYS/BAD_REQUEST', '参数错误：gameId')
      const draw = drawNow(db, game, clock.now())
      if (!draw) throw new PlatformError('SYS/CONFLICT', '本期已开奖')
      announce(draw, game)
      return ok(c, draw)
    })
    // Publishes one push for the open turn, e.g. a VIDEO that starts a live draw without waiting for the clock.
    api.post('/__test__/push', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as {
        gameId?: unknown
        type?: unknown
        liveUrl?: unknown
      }
      const game = typeof body.gameId === 'number' ? findLotteryGame(db, body.gameId) : undefined
      const type = (['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const).find((t) => t === body.type)
      if (!game || !type) throw new PlatformError('SYS/BAD_REQUEST', '参数错误：gameId, type')
      const push: GamePush = {
        type,
        gameId: game.gameId,
        turnNum: openTurn(db, game, clock.now()).turnNum,
        openNum: '',
        isStreaming: type === 'VIDEO',
        liveUrl:
          typeof body.liveUrl === 'string' ? body.liveUrl : type === 'VIDEO' ? liveUrlOf(game.gameId) : '',
      }
      return ok(c, { ...push, sent: hub.publish(push) })
    })
  }

  const app = new Hono()
  app.use('*', cors())
  if (options.encrypt) app.use('*', encryptionMiddleware(db, app))
  app.route('/app-api', api)
  app.route('/', staticLotteryRoutes(db, clock))
  app.route('/', staticTemplateRoutes(db))
  app.route('/', staticDocumentRoutes(db))
  app.route('/', staticAuthRoutes(db))
  app.route('/', staticContentRoutes(db, clock))
  app.route('/', staticGameRoutes(db))
  app.route('/', staticGalleryRoutes(db))
  app.get('/healthz', (c) => c.json({ ok: true }))
  app.notFound((c) => c.json({ code: 'SYS/NOT_FOUND', msg: '接口不存在' }, 404))
  app.onError((error, c) => {
    if (error instanceof PlatformError) return c.json({ code: error.code, msg: error.message }, error.status)
    console.error(error)
    return c.json({ code: 'SYS/ERROR', msg: '系统错误。请再试一次' }, 500)
  })

  let server: Server | undefined
  let scheduler: Scheduler | undefined

  return {
    app,
    hub,
    /**
     * Catches up the draws missed while stopped, then starts the HTTP server and the scheduler; resolves
     * with the bound port. Catching up comes first so the first request already sees today's draw, and the
     * scheduler's next daily draw numbers on from the caught-up issue rather than from a months-old one.
     */
    async listen(port: number, host = '0.0.0.0'): Promise<number> {
      catchUp()
      server = createServer(getRequestListener(app.fetch))
      server.on('upgrade', (request, socket, head) => {
        if (!hub.handleUpgrade(request, socket, head)) socket.destroy()
      })
      await new Promise<void>((resolve) => server!.listen(port, host, resolve))
      scheduler = startScheduler({
        db,
        clock,
        ...pushes,
        onDraw: announce,
        tickMs: options.scheduler === 'manual' ? 0 : 1000,
      })
      return (server.address() as AddressInfo).port
    },
    /** Runs one scheduler pass now: draws and announces every turn due at the clock's time. */
    tick(): void {
      scheduler?.tick()
    },
    /** Stops the scheduler, the sockets and the server. */
    async close(): Promise<void> {
      scheduler?.stop()
      hub.close()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
