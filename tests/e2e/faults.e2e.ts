import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { createLiuheApi, type LiuheApi } from '@liuhe/api'
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { appEntry, thisWorker } from './support/servers'

// Faults between the app and its platform. These tests run a second app server of the same build (the
// suite's own stays untouched) whose PLATFORM_URL is a proxy in this process: the proxy passes calls to the
// suite's platform, or stands for a platform that stopped, answers slowly, answers 500, malformed JSON or
// the wrong shape, or stalls a bet while the app process is killed. The test decides when each fault starts
// and ends; nothing waits on a timer between two actors.

const root = new URL('../..', import.meta.url).pathname
// The worker's app port + 9: clear of every worker's servers (support/servers.ts `workerPorts`).
const APP_PORT = thisWorker.app + 9
const app = `http://localhost:${APP_PORT}`
/** The platform call time-out of the faulty app (PLATFORM_TIMEOUT_MS); the default is 20 s. */
const TIMEOUT_MS = 1000
const UNREACHABLE = '暂时无法连接服务器，请稍后再试'
const SYSTEM_ERROR = '系统错误。请再试一次'

/** What the proxy does with one platform call; `undefined` passes it on. */
type Fault =
  | { kind: 'hang' }
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'stall'; forward: boolean; reached: () => void }

interface Proxy {
  port: number
  /** The fault of each call, by method and path (`undefined` for none). */
  fault: (req: IncomingMessage) => Fault | undefined
  /** Stops listening and drops every open connection: the platform is gone. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  /** Drops the calls a `hang` or `stall` fault holds. */
  dropHeld(): void
}

async function startProxy(): Promise<Proxy> {
  const sockets = new Set<Socket>()
  const held = new Set<ServerResponse>()
  const target = new URL(platformOrigin)
  const proxy: Proxy = {
    port: 0,
    fault: () => undefined,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
    start: () => new Promise((resolve) => server.listen(proxy.port, '127.0.0.1', () => resolve())),
    dropHeld() {
      for (const res of held) res.socket?.destroy()
      held.clear()
    },
  }
  const pass = (req: IncomingMessage, res: ServerResponse, onAnswer?: () => void) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        if (onAnswer) {
          // The platform answered; the app never hears it.
          answer.resume()
          return answer.on('end', onAnswer)
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.socket?.destroy())
    req.pipe(upstream)
  }
  const server: Server = createServer((req, res) => {
    const fault = proxy.fault(req)
    if (!fault) return pass(req, res)
    if (fault.kind === 'answer') {
      res.writeHead(fault.status, { 'content-type': 'application/json' })
      return res.end(fault.body)
    }
    held.add(res)
    if (fault.kind === 'hang') return
    if (fault.forward) return pass(req, res, fault.reached)
    req.resume()
    req.on('end', fault.reached)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  proxy.port = (server.address() as AddressInfo).port
  return proxy
}

/** Every app process started here: `afterAll` stops them, one whose start ran out of time too. */
const started = new Set<ChildProcess>()

/** The app's production server, calling the platform through the proxy. */
async function startApp(proxyPort: number, timeoutMs = TIMEOUT_MS): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js', appEntry], {
    cwd: `${root}apps/mobile`,
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      PLATFORM_URL: `http://127.0.0.1:${proxyPort}`,
      PLATFORM_PUBLIC_URL: platformOrigin,
      PLATFORM_TIMEOUT_MS: String(timeoutMs),
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-faults-session-secret',
      COOKIE_SECURE: '0',
      // Every request reaches the platform (no guest page cache in between).
      PAGE_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  started.add(child)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`)
    const up = await fetch(`${app}/healthz-probe`).then(
      () => true,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function stopApp(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

let proxy: Proxy
let appProcess: ChildProcess
let http: APIRequestContext

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // The app server's start, as the suite's own servers' (support/servers.ts), may take minutes on busy cores.
  test.setTimeout(180_000)
  proxy = await startProxy()
  appProcess = await startApp(proxy.port)
  http = await playwrightRequest.newContext({ baseURL: app, timeout: 15_000 })
})

test.afterEach(() => {
  proxy.fault = () => undefined
  proxy.dropHeld()
})

test.afterAll(async () => {
  await http?.dispose()
  for (const child of started) await stopApp(child)
  await proxy?.stop()
})

/** GET of a page: its status, text and how long it took. */
async function page(path: string) {
  const started = Date.now()
  const res = await http.get(path, { maxRedirects: 0 })
  return { status: res.status(), text: await res.text(), ms: Date.now() - started }
}

const isApi = (req: IncomingMessage) => req.url?.startsWith('/app-api/') ?? false

test('the platform stops mid-session: pages answer the Chinese error page, the app keeps serving, and it recovers', async ({
  page: browser,
}) => {
  // The precondition: the page answers through the proxy. The app has just started and calls the platform
  // with a 1 s time-out, so on busy cores its first cold render may run out of time: wait until it answers.
  await expect.poll(async () => (await page('/')).status, { timeout: 30_000 }).toBe(200)

  await proxy.stop()
  const down = await page('/')
  expect(down.status).toBe(503)
  expect(down.text).toContain('开奖信息加载失败')
  expect(down.text).toContain(UNREACHABLE)
  // The app process itself keeps serving: its own files, and the error page again on the next request.
  expect((await http.get('/favicon.svg')).status()).toBe(200)
  expect((await page('/')).status).toBe(503)
  // In the browser, the page is the Chinese error view with its way home.
  await browser.goto(`${app}/`)
  await expect(browser.getByText(UNREACHABLE)).toBeVisible()
  await expect(browser.getByRole('link', { name: '返回首页' })).toBeVisible()

  // The platform is back: the same app process serves the page again, no restart.
  await proxy.start()
  const back = await page('/')
  expect(back.status).toBe(200)
  expect(back.text).not.toContain(UNREACHABLE)
  expect(appProcess.exitCode).toBeNull()
})

test('the platform answers slowly: the page answers its error when the platform time-out ends, never later', async () => {
  proxy.fault = (req) => (isApi(req) ? { kind: 'hang' } : undefined)
  const slow = await page('/')
  expect(slow.status).toBe(503)
  expect(slow.text).toContain(UNREACHABLE)
  // Not before the time-out, and long before the default 20 s (the request context gives up at 15 s).
  expect(slow.ms).toBeGreaterThanOrEqual(TIMEOUT_MS)
  expect(slow.ms).toBeLessThan(TIMEOUT_MS + 5000)
})

test('the platform answers 500, malformed JSON or the wrong shape: the page shows its error, in Chinese only', async () => {
  const answers = [
    { status: 500, body: JSON.stringify({ code: 'SYS/ERROR', msg: '服务器内部错误' }) },
    { status: 500, body: '<html>Internal Server Error</html>' },
    { status: 200, body: '{"data": {"cur": ' },
    { status: 200, body: JSON.stringify({ data: { cur: 'not a turn', gameName: 7 } }) },
    { status: 200, body: JSON.stringify({ data: null }) },
  ]
  for (const answer of answers) {
    proxy.fault = (req) =>
      req.url?.startsWith('/app-api/v/lottery/openInfo') ? { kind: 'answer', ...answer } : undefined
    const failed = await page('/')
    expect(failed.status, answer.body).toBe(502)
    expect(failed.text).toContain('开奖信息加载失败')
    // The platform's own message when it sent one, else the system error; never zod's English issue.
    expect(failed.text).toContain(answer.body.includes('服务器内部错误') ? '服务器内部错误' : SYSTEM_ERROR)
    expect(failed.text).not.toMatch(/Invalid|expected|received|Unexpected/)
  }
})

test('a block whose call answers the wrong shape is left empty; the rest of the page shows', async () => {
  // The carousel's first image, by its file name, is on home while its call answers.
  const slides = await createLiuheApi({ origin: platformOrigin, companyCode: 'LH' }).content.carousel()
  const image = slides[0]?.noticeContent.split('/').at(-1)
  expect(image).toBeTruthy()
  expect((await page('/')).text).toContain(image)

  proxy.fault = (req) =>
    req.url?.startsWith('/app-api/api/notice/queryPage')
      ? { kind: 'answer', status: 200, body: JSON.stringify({ data: [{ id: 'x', noticeContent: 5 }] }) }
      : undefined
  const home = await page('/')
  expect(home.status).toBe(200)
  // The carousel is left out (its answer was refused), while the draw card is there.
  expect(home.text).not.toContain(image)
  expect(home.text).not.toMatch(/Invalid input/)
  expect(home.text).toContain('开奖')
})

/** A fresh member with 1,000 元, its platform client, and the app's session for it. */
async function member() {
  const account = `fault${randomUUID().replaceAll('-', '').slice(0, 10)}`
  const password = 'Fault1234'
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const { version } = await guest.auth.registerLimit()
  const { token } = await guest.auth.register({ account, password, confirmPassword: password, version })
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
  // A member confirms being 18 or over before a first bet (responsible gambling).
  await api.responsible.confirmAdult()
  await fetch(`${platformOrigin}/app-api/__test__/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, yuan: 1000 }),
  })
  const session = await playwrightRequest.newContext({ baseURL: app })
  const login = await session.post('/auth/login', {
    form: { intent: 'login', account, password, remember: 'on' },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  return { api, session }
}

/**
 * Macau's (110) or Hong Kong's (70) turn open for at least another minute; when both are about to close
 * (a few minutes some evenings), waits for one to open.
 */
async function openTurn(api: LiuheApi) {
  for (;;) {
    for (const gameId of [110, 70]) {
      const { cur, serverTime } = await api.lottery.openInfo(gameId)
      if ((cur.betEndTime ?? 0) - serverTime > 60_000) return { gameId, turnNum: cur.turnNum }
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
}

const betCount = async (api: LiuheApi) => (await api.bets.todayList({ page: 1, rows: 50 })).totalCount

for (const reached of [false, true]) {
  test(`the app restarted during a bet ${reached ? 'the platform placed' : 'that never reached the platform'}: placing the same form again places it once`, async () => {
    test.setTimeout(240_000)
    // This app waits long for the platform: the bet's form post must still be waiting when the app is
    // killed, however long the proxy, the platform and the kill take on a busy machine (a 1 s time-out
    // would answer it first).
    await stopApp(appProcess)
    appProcess = await startApp(proxy.port, 30_000)
    const { api, session } = await member()
    const turn = await openTurn(api)
    const before = (await api.user.checkMoney()).money
    // The betting page's form, as the browser resends it: the same one-time key both times.
    const form = {
      turnNum: turn.turnNum,
      playId: 'sm.tema.a',
      position: '1',
      amount: '1',
      cells: '07',
      idempotencyKey: randomUUID(),
    }
    const place = () => session.post(`/game/${turn.gameId}?index`, { form, maxRedirects: 0 })

    // The bet call stalls at the proxy (forwarded and answered by the platform, or not forwarded at all)
    // while the app process is killed; the form post fails with it.
    let arrived: () => void = () => {}
    const atProxy = new Promise<void>((resolve) => {
      arrived = resolve
    })
    proxy.fault = (req) =>
      req.method === 'POST' && req.url?.startsWith('/app-api/api/bet/place')
        ? { kind: 'stall', forward: reached, reached: arrived }
        : undefined
    const lost = place().then(
      (res) => res.status(),
      () => 0,
    )
    await atProxy
    await stopApp(appProcess, 'SIGKILL')
    expect(await lost).toBe(0)
    proxy.dropHeld()
    proxy.fault = () => undefined

    // Placed once, or not at all.
    expect(await betCount(api)).toBe(reached ? 1 : 0)
    expect((await api.user.checkMoney()).money).toBe(reached ? before - 1 : before)

    // A new app process; the member sends the same form again: one bet in the end, whatever happened.
    appProcess = await startApp(proxy.port, 30_000)
    const again = await place()
    expect(again.status()).toBe(302)
    expect(await betCount(api)).toBe(1)
    expect((await api.user.checkMoney()).money).toBe(before - 1)
    await session.dispose()
    // The next tests use the short time-out again.
    await stopApp(appProcess)
    appProcess = await startApp(proxy.port)
  })
}

test('a member page whose profile call times out shows the page, not a server error', async () => {
  const { session } = await member()
  proxy.fault = (req) => (req.url?.startsWith('/app-api/api/user/info') ? { kind: 'hang' } : undefined)
  for (const path of ['/', '/profile', '/bet-list']) {
    const res = await session.get(path, { maxRedirects: 0 })
    const text = await res.text()
    expect(res.status(), `${path}: ${/<title>([^<]*)/.exec(text)?.[1]}`).toBe(200)
  }
  await session.dispose()
})
