import { createServer, type Server } from 'node:http'
import type { Agent } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { nextDrawTime, nextTurnNumber } from '@liuhe/domain'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { settleTurn } from './betting/settle'
import { createChatService } from './chat/service'
import { createChatHub } from './chat/socket'
import type { Clock } from './clock'
import type { Db } from './db'
import { createDrawer } from './drawer'
import { encryptionMiddleware } from './encryption'
import { galleryGames } from './gallery/catalogue'
import { createGalleryPictures } from './gallery/producer'
import { createPictureRenderer, type PictureRenderer } from './gallery/renderer'
import { createGameSocketHub } from './gameSocket'
import { bodyLimits, UPLOAD_OVERHEAD_BYTES } from './http/bodyLimit'
import { errorAnswer } from './http/errorAnswer'
import { pageHeaders } from './http/pageHeaders'
import { createRateLimiter, parseProxySecret, parseTrustedProxies } from './http/rateLimit'
import { createRequestLog } from './http/requestLog'
import { createDrawPusher, ensureVapidKeys } from './push/drawPushes'
import { accountRoutes } from './routes/account'
import { agentRoutes, staticAgentRoutes } from './routes/agent'
import { authRoutes, staticAuthRoutes } from './routes/auth'
import { betRoutes } from './routes/bets'
import { bonusRoutes } from './routes/bonus'
import { casinoRoutes, staticCasinoRoutes } from './routes/casino'
import { chatRoutes } from './routes/chat'
import { contentRoutes, staticContentRoutes } from './routes/content'
import { documentRoutes, staticDocumentRoutes } from './routes/documents'
import { galleryRoutes, staticGalleryRoutes } from './routes/gallery'
import { gameRoutes, staticGameRoutes } from './routes/games'
import { lotteryRoutes, showStatesOf, staticLotteryRoutes } from './routes/lottery'
import { lotteryPushes } from './routes/lotteryPushes'
import { appOriginOf, payPageRoutes } from './routes/payPage'
import { pushRoutes } from './routes/push'
import { rechargeRoutes } from './routes/recharge'
import { responsibleRoutes } from './routes/responsible'
import { searchRoutes } from './routes/search'
import { staticTemplateRoutes, templateRoutes } from './routes/templates'
import { testHookRoutes } from './routes/testHooks'
import { userRoutes } from './routes/user'
import { withdrawRoutes } from './routes/withdraw'
import { catchUpDraws, intervalMs, type Scheduler, startScheduler } from './scheduler'
import { localSharedState, type SharedState } from './shared'
import type { Queries } from './storage/queries'
import { createStores } from './store'
import type { DrawRow, LotteryGameRow } from './store/lottery'
import { drawShowOf } from './video/drawShow'
import { createDrawVideos } from './video/drawVideos'
import { createLiveDraws } from './video/liveDraws'
import { realShowTime, type ShowTime } from './video/showTime'
import { videoDirOf } from './video/videoDir'
import { ensureLaunchSecret, ensurePaymentSecret } from './wallet/config'

/** How long the HTTP server keeps an idle connection open: longer than any client keeps one (`listen`). */
const KEEP_ALIVE_MS = 65_000

/** Of draws listed each game's oldest first, each game's latest. */
const latestPerGame = (draws: readonly DrawRow[]) =>
  draws.filter((d, i) => !draws.slice(i + 1).some((later) => later.gameId === d.gameId))

/** Options of {@link createPlatform}. */
export interface PlatformOptions {
  /**
   * The platform's database (docs/platform.md, "Storage engines"): a SQLite handle (`openDb`), or a Kysely
   * of either engine (PostgreSQL: `openKysely` over a migrated pool). Its owner closes it.
   */
  db: Db | Queries
  clock: Clock
  /** Enables `/app-api/__test__/…` hooks (draw now, publish a push). Never on in production. */
  testHooks?: boolean
  /** Encrypted mode: `/app-api/encrypt/…` and `…_encrypt.json` answer AES-encrypted bodies. */
  encrypt?: boolean
  /**
   * `'manual'`: the scheduler never fires by itself; whoever owns the clock calls `tick()` (tests), and this
   * platform draws and settles whenever told. Default `'auto'`: it looks for due draws every second while
   * this process is the drawer, the holder of the `drawer` lease (drawer.ts), and only the drawer settles.
   */
  scheduler?: 'auto' | 'manual'
  /**
   * `PLATFORM_SETTLE_PAUSE_AFTER_BATCHES` (tests only): the drawer stops settling after this many batches and
   * logs it, so a test can kill it mid-settlement (drawer.ts).
   */
  settlePauseAfterBatches?: number | undefined
  /** Where chat image uploads are stored (default: `chat-uploads` next to the SQLite file). */
  chatUploadDir?: string
  /** The TLS agent of web push requests (tests: one that trusts their local push service). */
  pushAgent?: Agent
  /**
   * Takes and sends to push endpoints on private and loopback addresses (`push/endpoint.ts`): the tests'
   * local push service only. No environment variable turns it on.
   */
  pushAllowPrivate?: boolean
  /**
   * Mounts the simulated payment provider's pages (`/pay/…`, which credit an order on a button press).
   * Default on; `main.ts` turns it off in production unless switched on (`simulatedPaySetting`).
   */
  simulatedPay?: boolean
  /**
   * The app's public address (`APP_PUBLIC_URL`, default http://localhost:3000): the simulated provider's
   * page links back to the order there (routes/payPage.ts `appOriginOf`).
   */
  appPublicUrl?: string | undefined
  /**
   * Proxies whose `x-forwarded-for` names the client (addresses or CIDRs, `PLATFORM_TRUSTED_PROXIES`);
   * default loopback only (`http/rateLimit.ts`).
   */
  trustedProxies?: string
  /**
   * The secret the app's server sends to prove it is the proxy (`PLATFORM_PROXY_SECRET`, header
   * `x-liuhe-proxy-secret`): when set, a trusted proxy's `x-forwarded-for` is read only with it
   * (`http/rateLimit.ts`). Unset: trusted proxies are believed on their address alone.
   */
  proxySecret?: string
  /**
   * What this process shares with the other platform processes (shared/index.ts): the socket fan-out and the
   * rate-limit windows, in Redis with `REDIS_URL`. Default: this process alone. The caller closes it.
   */
  shared?: SharedState
  /**
   * What renders the gallery's pictures (gallery/renderer.ts): default a resvg worker on the machine's CJK
   * font, looked for at the first render.
   */
  pictureRenderer?: PictureRenderer
  /** Where the live draw videos are kept (default: beside the SQLite file, `videoDirOf` in video/drawVideos.ts). */
  videoDir?: string
  /**
   * The niceness the draw videos' ffmpeg runs at, 0 … 19 (default 19, `VIDEO_NICENESS` in video/frames.ts;
   * `PLATFORM_VIDEO_NICE`): the test suites run it at 0, as there the load beside it is other suites, not this
   * platform's API.
   */
  videoNiceness?: number
  /**
   * The scheduler's draws of daily and weekly six-mark games go through a live draw show (video/liveDraws.ts):
   * the video, the numbers pushed one by one, then the result. Off: the result goes out at once (the e2e
   * suites, which ask for a show with the draw hook's `show`). serve.ts turns it on unless the test hooks are.
   */
  liveDrawShows?: boolean
  /**
   * The time the live draw shows run on (video/showTime.ts; default real time). The tests of the shows give a
   * manual one and move it themselves.
   */
  showTime?: ShowTime
}

/** The platform: HTTP API, static JSON, game sockets and the draw scheduler. */
export function createPlatform(options: PlatformOptions) {
  const { db, clock } = options
  /** The SQLite data file, when the database is one: the chat uploads and draw videos default to beside it. */
  const dataFile = 'name' in db && db.name && db.name !== ':memory:' ? db.name : undefined
  const shared = options.shared ?? localSharedState()
  const hub = createGameSocketHub({ bus: shared.bus })

  const stores = createStores(db)
  const { lottery, templateSettlement } = stores
  // The payment and launch secrets and the VAPID keys (below), made on the first start and kept: written before
  // `listen` serves and before the app answers a request (`started`). A failure is logged and stops `listen`.
  const secrets = Promise.all([ensurePaymentSecret(stores.config), ensureLaunchSecret(stores.config)])

  const limiter = createRateLimiter(stores.config, clock, shared.windows)
  const trustedProxies = parseTrustedProxies(options.trustedProxies)
  const proxySecret = parseProxySecret(options.proxySecret)
  const chatHub = createChatHub({ trustedProxies, proxySecret, bus: shared.bus, presence: shared.presence })
  const chat = createChatService({ stores, clock, limiter, broadcaster: chatHub.broadcaster })
  chatHub.attach(chat)
  // The game rooms, then, on a new data file, their seeded history (chat/service.ts `ensureGameRooms`): written
  // before `listen` serves and before the app answers a request (below). A failure is logged here and stops
  // `listen`.
  const chatReady = chat.ensureGameRooms()
  chatReady.catch((error: unknown) => console.error('[chat] making the game rooms failed:', error))
  const chatUploadDir =
    options.chatUploadDir ??
    (dataFile ? join(dirname(dataFile), 'chat-uploads') : join(tmpdir(), 'liuhe-chat-uploads'))
  const winNotices =
    (game: LotteryGameRow) =>
    async (payouts: readonly { userId: number; payoutFen: number }[]): Promise<void> => {
      await chat.announceWins(game.gameId, game.gameName, payouts)
    }
  /** Logs the room lines of a shown draw that failed: written when its show ends, nobody waits for them. */
  const drawLinesFailed = (draw: DrawRow) => (error: unknown) =>
    console.error(`[chat] the room lines of draw ${draw.gameId}/${draw.turnNum} failed:`, error)

  const renderer = options.pictureRenderer ?? createPictureRenderer()
  const pictures = createGalleryPictures({
    store: stores.galleryPictures,
    renderer,
    clock,
    onError: (error) => console.error('[gallery] background render failed:', error),
  })
  /** The issue a gallery game's draw opens: its pictures are made from then on. */
  const galleryIssueAfter = (draw: DrawRow, game: LotteryGameRow | undefined) =>
    game && galleryGames.some((g) => g.gameId === draw.gameId)
      ? nextTurnNumber(draw.turnNum, nextDrawTime(game.schedule, draw.openTime))
      : undefined

  const videos = createDrawVideos({
    dir: options.videoDir ?? (dataFile ? videoDirOf(dataFile) : join(tmpdir(), `liuhe-video-${process.pid}`)),
    // The gallery's resvg worker and font: frames are drawn like its pictures, one render at a time.
    renderer,
    niceness: options.videoNiceness,
  })
  const showTime = options.showTime ?? realShowTime
  const liveDraws = createLiveDraws({
    videos,
    time: showTime,
    publish: (push) => hub.publish(push),
    onError: (error) => console.error('[video] the draw video failed; the result goes out at once:', error),
  })

  const pushes = lotteryPushes(hub)
  /** The VAPID keys in force, made on the first start and kept like the secrets (above). */
  const vapidKeys = ensureVapidKeys(stores.push, clock)
  /** The start-up writes other than the chat's: the secrets and the VAPID keys. */
  const keysKept = Promise.all([secrets, vapidKeys]).then(() => undefined)
  keysKept.catch((error: unknown) =>
    console.error('[platform] keeping the secrets or the VAPID keys failed:', error),
  )
  const drawPusher = createDrawPusher({
    store: stores.push,
    keys: vapidKeys,
    agent: options.pushAgent,
    allowPrivate: options.pushAllowPrivate ?? false,
  })
  /**
   * During each pass of `tickNow` (below), the announcements of the draws it makes: each settles its turn at
   * once, and the pass resolves once they are done.
   */
  const hookPasses = new Set<Promise<void>[]>()
  // With the auto scheduler, this process draws and settles only while it holds the drawer lease.
  const drawer =
    options.scheduler === 'manual'
      ? undefined
      : createDrawer({
          stores,
          clock,
          onPaid: winNotices,
          pauseAfterBatches: options.settlePauseAfterBatches,
        })
  /**
   * The draws' announcements (`announce`, and the settling part of `announceShown`), one after the other in
   * the order the draws were made: one's settlement and room lines are done before the next one starts, as
   * when they ran synchronously, and their transactions never run beside each other. Answers `work`'s own
   * promise; the queue goes on after a failure, which is the caller's to handle.
   */
  let announcements: Promise<void> = Promise.resolve()
  const inDrawOrder = (work: () => Promise<void>): Promise<void> => {
    const done = announcements.then(work)
    announcements = done.catch(() => undefined)
    return done
  }
  // A stored draw settles its cards, goes out to the sockets, then settles its turn's bets: a large turn's
  // settlement never holds back the result push. The drawer settles its scheduler's draws in the background,
  // batch by batch; with the manual scheduler, and for a test hook (`settleNow`), the turn is settled before
  // this resolves. Run it through `inDrawOrder`.
  const announce = async (draw: DrawRow, game?: LotteryGameRow, settleNow = false): Promise<void> => {
    await templateSettlement.settleTemplateDraw(draw)
    const drawn = game ?? (await lottery.findLotteryGame(draw.gameId))
    publishDraw(draw, drawn)
    if (drawn) await settleDrawn(draw, drawn, settleNow)
    // The game's room gets the result and its 长龙 as system lines (chat/betCards.ts).
    if (drawn) await chat.announceDraw(drawn, draw, clock.now())
  }
  /** The result on the sockets and to the members following the game (web push: never throws). */
  const publishDraw = (draw: DrawRow, game: LotteryGameRow | undefined) => {
    pushes.onDraw(draw, game)
    if (game) drawPusher.send(draw, game)
  }
  /**
   * The turn's bets, then the gallery's next issue: its images now, their pictures rendered in the background.
   * Resolves once the turn is settled, or, when the drawer settles it in the background, queued.
   */
  const settleDrawn = async (draw: DrawRow, game: LotteryGameRow, settleNow: boolean): Promise<void> => {
    if (drawer) await drawer.settle(game, draw, settleNow)
    else await settleTurn(stores, game, draw, clock.now(), { onPaid: winNotices(game) })
    const issue = galleryIssueAfter(draw, game)
    if (issue) await pictures.openIssue(draw.gameId, issue, draw.openTime)
  }
  /**
   * A draw shown live (video/liveDraws.ts): settled at once, like any draw, so a stop mid-show loses no
   * payout; its result goes out when the show ends. `settled` resolves once it is settled (in draw order,
   * `inDrawOrder`), or rejects with what failed; `shown` then with the show's length in ms once the show
   * started, or rejects with what failed in starting it (the show does not start after a failed settlement,
   * and `shown` then resolves with 0: the failure is `settled`'s).
   */
  const announceShown = (draw: DrawRow, game: LotteryGameRow, settleNow: boolean) => {
    const settled = inDrawOrder(async () => {
      await templateSettlement.settleTemplateDraw(draw)
      await settleDrawn(draw, game, settleNow)
    })
    const shown = settled.then(
      () =>
        liveDraws.show(draw, game, () => {
          publishDraw(draw, game)
          chat.announceDraw(game, draw, clock.now()).catch(drawLinesFailed(draw))
        }),
      () => 0,
    )
    return { settled, shown }
  }
  /**
   * The shows a stopped platform left under way on this data file (its process gone, or an earlier platform
   * of this process): each finishes from where its video is now, the reveals still to come, then the result,
   * the room's line and the replay address, so no client waits on a show nobody runs.
   */
  const resumeShows = async () => {
    for (const pending of videos.pendingShows()) {
      if (liveDraws.ownedElsewhere(pending.owner)) continue
      const game = await lottery.findLotteryGame(pending.gameId)
      const draw = game && (await lottery.drawOfTurn(pending.gameId, pending.turnNum))
      if (!game || !draw) {
        videos.clearPending(pending.gameId, pending.turnNum)
        continue
      }
      liveDraws.resume(draw, game, () => {
        publishDraw(draw, game)
        chat.announceDraw(game, draw, clock.now()).catch(drawLinesFailed(draw))
      })
    }
  }
  /**
   * With `liveDrawShows` on, the latest drawn turn of each game shown live (daily and weekly six-mark games)
   * gets its replay made when it has none: a new data file's seeded draws, or a turn caught up while the
   * platform was stopped, so 开奖回放 plays a video from the first start. The encodes queue behind any show's
   * at low priority (video/drawVideos.ts); a turn whose show is under way is left to that show.
   */
  const backfillReplays = async () => {
    if (!options.liveDrawShows) return
    for (const game of await lottery.listLotteryGames()) {
      if (intervalMs(game)) continue
      const draw = await lottery.latestDraw(game.gameId, Number.MAX_SAFE_INTEGER)
      if (!draw || videos.segments(game.gameId, draw.turnNum)) continue
      if (videos.pendingSince(game.gameId, draw.turnNum) !== undefined) continue
      const show = drawShowOf(game, draw)
      if (!show) continue
      videos
        .encode(game.gameId, show)
        .catch((error: unknown) =>
          console.error(`[video] the replay of ${game.gameId}/${draw.turnNum} failed:`, error),
        )
    }
  }
  /**
   * The scheduler's draws: shown live for daily and weekly games when `liveDrawShows` is on. Announced in
   * draw order (`inDrawOrder`); a failure is logged, or, in a pass of `tickNow`, answered by the pass.
   */
  const scheduledDraw = (draw: DrawRow, game?: LotteryGameRow) => {
    // Each test hook's pass waiting now answers once this draw is announced (`tickNow`).
    const passes = [...hookPasses]
    const failed = (error: unknown) =>
      console.error(`[platform] announcing draw ${draw.gameId}/${draw.turnNum} failed`, error)
    let announced: Promise<void>
    if (options.liveDrawShows && game && !intervalMs(game)) {
      const { settled, shown } = announceShown(draw, game, passes.length > 0)
      shown.catch(failed)
      announced = settled
    } else announced = inDrawOrder(() => announce(draw, game, passes.length > 0))
    for (const pass of passes) pass.push(announced)
    if (passes.length === 0) announced.catch(failed)
  }
  // The daily and weekly turns that passed while the platform was not running are drawn and settled like any
  // draw, oldest first, in one transaction. They are not pushed: they are past, and no socket is connected yet.
  // Answers the draws made.
  // Reads before it writes: takes the write lock first (BEGIN IMMEDIATE, `transaction` in ./store/index.ts).
  const catchUpTransaction = (): Promise<DrawRow[]> =>
    stores.transaction(async (tx) => {
      if (drawer && !(await drawer.fence(tx))) return []
      const draws = await catchUpDraws(tx.lottery, clock.now())
      for (const draw of draws) {
        const game = await tx.lottery.findLotteryGame(draw.gameId)
        // Its batches run in this transaction (settle.ts `settleTurn`).
        if (game) await settleTurn(tx, game, draw, clock.now())
      }
      await tx.templateSettlement.settleTemplateDraws(draws)
      // The gallery opens the issue after each game's last draw, made when that draw was; its pictures render
      // when asked for.
      for (const draw of latestPerGame(draws)) {
        const issue = galleryIssueAfter(draw, await tx.lottery.findLotteryGame(draw.gameId))
        if (issue) await tx.galleryPictures.openIssue(draw.gameId, issue, Math.floor(draw.openTime / 1000))
      }
      return draws
    })
  /**
   * The catch-up, then each game's room gets the system lines of its latest caught-up draw, as a live draw
   * writes them (chat/betCards.ts `announceDraw`): one turn per game, however many were missed.
   */
  const catchUp = async () => {
    const draws = await catchUpTransaction()
    for (const draw of latestPerGame(draws)) {
      const game = await lottery.findLotteryGame(draw.gameId)
      if (game) await chat.announceDraw(game, draw, clock.now())
    }
  }

  const api = new Hono()
  api.route('/', lotteryRoutes(stores, clock, showStatesOf(videos, showTime.now)))
  api.route('/', templateRoutes(stores, clock))
  api.route('/', documentRoutes(stores))
  api.route('/', searchRoutes(stores, clock))
  // Revoked logins close their chat sockets (`chat.endSessionsOf`); a failure is logged, the logout answered.
  const sessionsEnded = (userId: number): Promise<void> =>
    chat
      .endSessionsOf(userId)
      .catch((error: unknown) => console.error('[chat] closing the sockets of an ended login failed:', error))
  api.route('/', authRoutes(stores, clock, { testHooks: options.testHooks ?? false, limiter, sessionsEnded }))
  api.route('/', userRoutes(stores, clock))
  api.route('/', gameRoutes(stores, clock))
  api.route('/', contentRoutes(stores))
  api.route('/', galleryRoutes(stores, clock))
  api.route('/', betRoutes(stores, clock, limiter))
  api.route('/', rechargeRoutes(stores, clock))
  api.route('/', responsibleRoutes(stores, clock))
  api.route('/', withdrawRoutes(stores, clock))
  api.route('/', bonusRoutes(stores, clock))
  api.route('/', accountRoutes(stores, clock, { sessionsEnded }))
  api.route('/', casinoRoutes(stores, clock))
  api.route('/', agentRoutes(stores, clock))
  api.route('/', pushRoutes(stores, clock, vapidKeys, { allowPrivate: options.pushAllowPrivate ?? false }))
  const requestLog = createRequestLog()
  // The clock hook draws what its move closed before it answers: one scheduler pass, as `tick()` below.
  const tickNow = async (): Promise<void> => {
    const announced: Promise<void>[] = []
    if (!drawer || drawer.held()) {
      // A test hook's pass settles its draws before the hook answers (`scheduledDraw`): those of its own pass,
      // and of a pass under way that it waits for (one pass runs at a time, scheduler.ts).
      hookPasses.add(announced)
      let failure: { error: unknown } | undefined
      try {
        await scheduler?.tick()
      } catch (error) {
        failure = { error }
      } finally {
        hookPasses.delete(announced)
      }
      if (failure) {
        // The draws the pass made before it failed are still announced: waited for, then the failure.
        await Promise.allSettled(announced)
        throw failure.error
      }
    }
    await Promise.all(announced)
    await chat.refundExpired()
  }
  if (options.testHooks)
    api.route(
      '/',
      testHookRoutes(stores, clock, {
        hub,
        announce: (draw, game) => inDrawOrder(() => announce(draw, game, true)),
        announceShown: (draw, game) => {
          const { settled, shown } = announceShown(draw, game, true)
          return settled.then(() => shown)
        },
        requestLog,
        tick: tickNow,
      }),
    )

  const app = new Hono()
  // A request waits for the start-up writes (`chatReady`, `keysKept`), which createPlatform began. Should they
  // have failed (logged above), the rest of the API still answers; `listen` refuses to start.
  const started = Promise.all([chatReady, keysKept]).catch(() => undefined)
  app.use('*', async (_c, next) => {
    await started
    await next()
  })
  app.use('*', cors())
  // Before anything reads a body (the request log, encrypted mode, the routes): an oversized one is refused.
  app.use(
    '*',
    bodyLimits([
      {
        path: '/api-messen/chat/uploadImage',
        maxBytes: async () => (await chat.settings()).maxImageBytes + UPLOAD_OVERHEAD_BYTES,
      },
    ]),
  )
  app.use('*', pageHeaders)
  if (options.testHooks) app.use('*', requestLog.middleware)
  if (options.encrypt) app.use('*', encryptionMiddleware(stores.config, app))
  app.route('/app-api', api)
  app.route('/api-messen', chatRoutes(chat, chatUploadDir, stores.users, clock))
  app.route('/', staticLotteryRoutes(stores, clock, videos, showTime.now))
  app.route('/', staticTemplateRoutes(stores))
  app.route('/', staticDocumentRoutes(stores))
  app.route('/', staticAuthRoutes(stores))
  app.route('/', staticContentRoutes(stores, clock))
  app.route('/', staticGameRoutes(stores))
  app.route('/', staticGalleryRoutes(pictures))
  app.route('/', staticCasinoRoutes(stores, clock))
  app.route('/', staticAgentRoutes())
  // The simulated provider calls the notify endpoint through the app itself, as a provider's server would
  // over the network. Not mounted when switched off (production: `simulatedPaySetting` in routes/payPage.ts).
  if (options.simulatedPay ?? true)
    app.route(
      '/',
      payPageRoutes(
        stores,
        clock,
        (body, headers) =>
          Promise.resolve(app.request('/app-api/api/recharge/notify', { method: 'POST', body, headers })),
        appOriginOf(options.appPublicUrl),
      ),
    )
  // `drawer`: whether this process draws and settles (with the manual scheduler it does whenever told).
  app.get('/healthz', (c) => c.json({ ok: true, drawer: drawer ? drawer.held() : true }))
  app.notFound((c) => c.json({ code: 'SYS/NOT_FOUND', msg: '接口不存在' }, 404))
  app.onError(errorAnswer)

  let server: Server | undefined
  let scheduler: Scheduler | undefined
  let refunds: ReturnType<typeof setInterval> | undefined

  return {
    app,
    hub,
    chat,
    chatHub,
    /** The gallery's pictures: rendered once, kept in the store (gallery/producer.ts). */
    pictures,
    /** The live draw videos on disk (video/drawVideos.ts). */
    videos,
    /**
     * Web push: the VAPID keys in force (resolving once kept at start-up), and `idle()` resolving once every
     * started push was answered.
     */
    webPush: { keys: vapidKeys, idle: drawPusher.idle },
    /**
     * Catches up the draws missed while stopped, then starts the HTTP server and the scheduler; resolves
     * with the bound port. Catching up comes first so the first request already sees today's draw, and the
     * scheduler's next daily draw numbers on from the caught-up issue rather than from a months-old one.
     */
    async listen(port: number, host = '0.0.0.0'): Promise<number> {
      // The sockets hear the other processes' broadcasts before this one takes a connection.
      await Promise.all([hub.ready, chatHub.ready])
      // The catch-up writes its draws' lines in the game rooms.
      await chatReady
      await keysKept
      // The drawer catches up only if the lease is free: a running drawer has caught up already.
      if (!drawer || (await drawer.tryTake())) await catchUp()
      // Pushes leave from the drawer only: with a drawer, its beat resumes the shows when it takes the lease.
      if (!drawer) {
        await resumeShows()
        await backfillReplays()
      }
      // The trusted proxies and the proxy secret travel with each request's bindings, for `clientIp`
      // (http/rateLimit.ts).
      server = createServer(
        getRequestListener((request, env) => app.fetch(request, { ...env, trustedProxies, proxySecret })),
      )
      // Clients reuse idle connections (Node's fetch keeps one 4 s by default). With the server's own 5 s
      // default a busy process could hand a request to a connection the server was just closing, and the
      // request failed with "fetch failed" (a platform suite run under `stress` did): the server keeps idle
      // connections longer than any client does, so the client always closes first.
      server.keepAliveTimeout = KEEP_ALIVE_MS
      server.headersTimeout = KEEP_ALIVE_MS + 1_000
      server.on('upgrade', (request, socket, head) => {
        if (!hub.handleUpgrade(request, socket, head) && !chatHub.handleUpgrade(request, socket, head))
          socket.destroy()
      })
      await new Promise<void>((resolve) => server!.listen(port, host, resolve))
      scheduler = startScheduler({
        lottery,
        clock,
        ...pushes,
        onDraw: scheduledDraw,
        // The drawer's beat runs the passes (every second, while it holds the lease).
        tickMs: 0,
      })
      if (drawer) {
        const passes = scheduler
        drawer.start(
          () => passes.tick(),
          async () => {
            await resumeShows()
            await backfillReplays()
          },
        )
        refunds = setInterval(() => {
          chat
            .refundExpired()
            .catch((error: unknown) => console.error('[chat] refunding expired red packets failed:', error))
        }, 60_000)
        refunds.unref?.()
      }
      return (server.address() as AddressInfo).port
    },
    /**
     * Runs one scheduler pass now: draws and announces every turn due at the clock's time, refunds expired red
     * packets; resolves once the pass's draws are settled.
     */
    tick: tickNow,
    /** Stops the scheduler, the sockets and the server. */
    async close(): Promise<void> {
      scheduler?.stop()
      // Lets the lease go: another process takes over at its next beat instead of after the TTL.
      await drawer?.stop()
      liveDraws.close()
      clearInterval(refunds)
      hub.close()
      chatHub.close()
      await drawPusher.idle()
      await videos.idle()
      await pictures.close()
      await new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        // Kept-alive connections of clients that are gone would hold the close open: end them.
        server.closeAllConnections()
      })
    },
  }
}
