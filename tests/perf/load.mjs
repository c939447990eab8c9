// `npm run bench:load`: the production build under 200 concurrent virtual users for 60 s, against a freshly
// seeded platform. Half are guests browsing home, a template page and the gallery; half are members (each
// registered on the platform, credited, and logged in through the app's login form first) browsing home,
// their bet list, their profile, and placing a 1 元 bet through the betting page's form. Each virtual user
// is one keep-alive connection sending its requests one after the other, as a browser tab would.
// Halfway through, a draw is published while N game sockets are subscribed to its game; the run counts the
// sockets that received the result.
// Printed: requests/s, p50/p95/p99 latency and errors, overall and per request kind; goal 0 errors and
// p95 ≤ 500 ms. Results also go to tests/perf/results/load-latest.json and load-<commit>.json
// (every run of a commit; tests/perf/results.mjs).
//
// Environment: LOAD_SECONDS (60), LOAD_USERS (200; half guests, half members), LOAD_SOCKETS (200),
// LOAD_APP_PORT (3450), LOAD_PLATFORM_PORT (4450), BENCH_VERBOSE=1 to see the servers' stderr.
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, request } from 'undici'
import { keepRun } from './results.mjs'
import { cpuSeconds, proxySecret, serverGroup, waitFor } from './servers.mjs'

const root = new URL('../..', import.meta.url).pathname
// The platform's own WebSocket library (Node 20 has no global WebSocket client).
const { WebSocket } = createRequire(join(root, 'apps/platform/package.json'))('ws')
const { createLiuheApi } = await import('../../packages/api/dist/index.js')

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const USERS = Number(process.env.LOAD_USERS ?? 200)
const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 200)
const APP_PORT = Number(process.env.LOAD_APP_PORT ?? 3450)
const PLATFORM_PORT = Number(process.env.LOAD_PLATFORM_PORT ?? 4450)
const app = `http://localhost:${APP_PORT}`
const platform = `http://localhost:${PLATFORM_PORT}`
/** The game members bet on, and the game whose draw is published mid-run (a different one, so the draw
 * closes no turn the members are betting on). */
const BET_GAME = 110
const DRAW_GAME = 70
const { start, children, stopAll } = serverGroup('LOAD_APP_PORT, LOAD_PLATFORM_PORT')

const hook = (path, body) =>
  fetch(`${platform}/app-api/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', companycode: 'LH' },
    body: JSON.stringify(body),
  }).then(async (r) => {
    const json = await r.json()
    if (!r.ok) throw new Error(`${path}: ${JSON.stringify(json)}`)
    return json.data
  })

/**
 * Registers `count` members on the platform, credits each, and logs each in through the app's login form
 * (a plain form post, as without JavaScript); returns each member's session cookie.
 */
async function members(count) {
  const api = createLiuheApi({ origin: platform, companyCode: 'LH' })
  const { version } = await api.auth.registerLimit()
  const cookies = []
  for (let i = 0; i < count; i++) {
    const account = `loadu${String(i).padStart(4, '0')}`
    const password = 'Load1234'
    const { token } = await api.auth.register({ account, password, confirmPassword: password, version })
    // A member confirms being 18 or over before the first bet (the responsible-gambling rules).
    await createLiuheApi({ origin: platform, companyCode: 'LH', token }).responsible.confirmAdult()
    await hook('credit', { account, yuan: 100_000 })
    const res = await fetch(`${app}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'login', account, password, remember: 'on' }),
    })
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    if (res.status !== 302 || !cookie) throw new Error(`login of ${account}: HTTP ${res.status}`)
    cookies.push(cookie)
  }
  return cookies
}

/** A template page's address, read from home's links. */
async function templatePath() {
  const html = await (await fetch(`${app}/`)).text()
  const path = /href="(\/template\/\d+\/\d+)"/.exec(html)?.[1]
  if (!path) throw new Error('no template link on home')
  return path
}

/** Latencies and failures of one kind of request. */
function tally() {
  return { ms: [], errors: 0, statuses: {}, samples: [] }
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function summary(t, seconds) {
  const sorted = Float64Array.from(t.ms).sort()
  return {
    requests: t.ms.length,
    rps: t.ms.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    errors: t.errors,
    statuses: t.statuses,
    samples: t.samples,
  }
}

/**
 * One virtual user: one connection, requests one after the other until the deadline, each timed. A step is
 * `{ kind, path, method?, form?, ok? }`; `ok(status)` says which statuses count as success (2xx by default;
 * a form post answers a redirect).
 */
async function virtualUser(dispatcher, steps, headers, tallies, deadline) {
  for (let i = 0; Date.now() < deadline; i++) {
    const step = steps(i)
    const t = tallies[step.kind]
    const started = performance.now()
    let status = 0
    try {
      const res = await request(`${app}${step.path}`, {
        dispatcher,
        method: step.method ?? 'GET',
        headers: step.form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        body: step.form ? new URLSearchParams(step.form).toString() : undefined,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      })
      status = res.statusCode
      const ok = (step.ok ?? ((s) => s >= 200 && s < 300))(status)
      // A failure's answer is kept (the first few of each kind), to say what went wrong.
      if (!ok && t.samples.length < 3) {
        // The slot is taken before the body is read: other virtual users fail meanwhile.
        const slot = t.samples.push('') - 1
        const text = await res.body.text()
        // A page's message is in its serialized data (`"message","…"`); else its title, else its start.
        const message = /message\\?"\s*,\s*\\?"([^"\\]+)/.exec(text)?.[1] ?? /<title>([^<]*)/.exec(text)?.[1]
        t.samples[slot] = `${status} ${message ?? text.slice(0, 160)}`
      } else await res.body.dump({ limit: Number.POSITIVE_INFINITY })
    } catch (error) {
      status = 0
      if (t.samples.length < 3) t.samples.push(`no answer: ${error.code ?? error.message}`)
    }
    t.ms.push(performance.now() - started)
    t.statuses[status] = (t.statuses[status] ?? 0) + 1
    if (!(step.ok ?? ((s) => s >= 200 && s < 300))(status)) t.errors++
  }
}

/**
 * Opens `count` game sockets subscribed to `gameId`; resolves once every one is subscribed, with a function
 * that counts the sockets that got the RESULT push of `turnNum` within `withinMs`, and a close function.
 */
async function subscribedSockets(count, gameId) {
  const sockets = []
  const results = new Map()
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      return new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://localhost:${PLATFORM_PORT}/ws-game/load${i}`)
        sockets.push(ws)
        const got = new Set()
        results.set(ws, got)
        ws.on('open', () =>
          ws.send(JSON.stringify({ command: 'SUBSCRIBE', content: { gameId, types: ['RESULT'] } })),
        )
        ws.on('message', (raw) => {
          const frame = JSON.parse(String(raw))
          if (frame.command === 'SUBSCRIBED') resolve()
          if (frame.command === 4) {
            const push = JSON.parse(frame.content)
            if (push.gameId === gameId && push.type === 'RESULT') got.add(push.turnNum)
          }
        })
        ws.on('error', reject)
      })
    }),
  )
  return {
    /** Sockets that received `turnNum`'s result (polls until all did or `withinMs` passed). */
    async reached(turnNum, withinMs) {
      const deadline = Date.now() + withinMs
      const count = () => [...results.values()].filter((got) => got.has(turnNum)).length
      while (count() < sockets.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      return { reached: count(), open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length }
    },
    close: () => {
      for (const ws of sockets) ws.terminate()
    },
  }
}

try {
  const dbDir = mkdtempSync(join(tmpdir(), 'liuhe-load-'))
  start('platform', [join(root, 'apps/platform/dist/main.js')], root, {
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DB: join(dbDir, 'load.sqlite'),
    // Members are registered, credited and a draw published through the test hooks.
    PLATFORM_TEST_HOOKS: '1',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  await waitFor(`${platform}/healthz`)
  start('app', ['dist/server.js', 'build/server/index.js'], join(root, 'apps/mobile'), {
    PORT: String(APP_PORT),
    PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
    NODE_ENV: 'production',
    // The run is plain http: the session cookie must come back without TLS.
    COOKIE_SECURE: '0',
    SESSION_SECRET: 'load-session-secret',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  await waitFor(`${app}/`)

  // Every virtual user comes from 127.0.0.1, and one member bets many times a minute: the platform's rate
  // limits (apps/platform/src/http/rateLimit.ts) are raised for the run, as tests/perf/bench.mjs does.
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 }
  await hook('config', {
    key: 'rate_limits',
    value: Object.fromEntries(
      ['login', 'register', 'captcha', 'bet', 'chat'].map((a) => [
        a,
        { perIp: unlimited, perAccount: unlimited },
      ]),
    ),
  })

  const guestCount = Math.floor(USERS / 2)
  const memberCount = USERS - guestCount
  const setupStarted = Date.now()
  const cookies = await members(memberCount)
  const template = await templatePath()
  console.log(
    `${memberCount} members registered, credited and logged in through the app in ${Date.now() - setupStarted} ms`,
  )

  const api = createLiuheApi({ origin: platform, companyCode: 'LH' })
  let turnNum = (await api.lottery.openInfo(BET_GAME)).cur.turnNum
  // The open turn moves on when BET_GAME draws during the run; members bet on the turn open at the time.
  const turnTimer = setInterval(async () => {
    try {
      turnNum = (await api.lottery.openInfo(BET_GAME)).cur.turnNum
    } catch {}
  }, 2000)

  const kinds = ['guest home', 'guest template', 'guest gallery', 'member home', 'bet list', 'profile', 'bet']
  const tallies = Object.fromEntries(kinds.map((k) => [k, tally()]))
  const guestSteps = (i) =>
    [
      { kind: 'guest home', path: '/' },
      { kind: 'guest template', path: template },
      { kind: 'guest gallery', path: '/gallery' },
    ][i % 3]
  let betKey = 0
  const memberSteps = (i) => {
    const steps = [
      { kind: 'member home', path: '/' },
      { kind: 'bet list', path: '/bet-list' },
      { kind: 'profile', path: '/profile' },
      {
        kind: 'bet',
        path: `/game/${BET_GAME}?index`,
        method: 'POST',
        // The betting page's form as posted without JavaScript: 1 元 on 特码 07; success answers a
        // redirect back to the page with 下注成功.
        form: {
          turnNum,
          playId: 'sm.tema.a',
          position: '1',
          amount: '1',
          idempotencyKey: `load-${process.pid}-${betKey++}`,
          cells: '07',
        },
        ok: (s) => s === 302,
      },
    ]
    return steps[i % steps.length]
  }

  const sockets = await subscribedSockets(SOCKETS, DRAW_GAME)
  // Where the machine's time goes during the run: each server's CPU, this process's, and the load average
  // (the machine may be shared).
  const [platformChild, appChild] = children
  const cpuBefore = {
    platform: cpuSeconds(platformChild.pid),
    app: cpuSeconds(appChild.pid),
    load: process.cpuUsage(),
  }
  const deadline = Date.now() + SECONDS * 1000
  const started = Date.now()
  const draw = new Promise((resolve, reject) =>
    setTimeout(
      async () => {
        try {
          const published = await hook('draw', { gameId: DRAW_GAME })
          resolve({ turnNum: published.turnNum, ...(await sockets.reached(published.turnNum, 10_000)) })
        } catch (error) {
          reject(error)
        }
      },
      (SECONDS * 1000) / 2,
    ),
  )
  // Read after the run; a failure then ends the run through the `finally` below.
  draw.catch(() => {})
  // Each virtual user gets its own connection pool of one connection (a browser tab's keep-alive).
  const users = [
    ...Array.from({ length: guestCount }, (_, i) =>
      virtualUser(
        new Agent({ connections: 1, keepAliveTimeout: 60_000 }),
        (n) => guestSteps(n + i),
        {},
        tallies,
        deadline,
      ),
    ),
    ...cookies.map((cookie, i) =>
      virtualUser(
        new Agent({ connections: 1, keepAliveTimeout: 60_000 }),
        (n) => memberSteps(n + i),
        { cookie },
        tallies,
        deadline,
      ),
    ),
  ]
  await Promise.all(users)
  const elapsed = (Date.now() - started) / 1000
  const loadCpu = process.cpuUsage(cpuBefore.load)
  const cpu = {
    app: cpuSeconds(appChild.pid) - cpuBefore.app,
    platform: cpuSeconds(platformChild.pid) - cpuBefore.platform,
    loadGenerator: (loadCpu.user + loadCpu.system) / 1e6,
    loadAverage: loadavg()[0],
  }
  clearInterval(turnTimer)
  const drawn = await draw
  sockets.close()

  const all = tally()
  for (const t of Object.values(tallies)) {
    all.ms.push(...t.ms)
    all.errors += t.errors
    for (const [s, n] of Object.entries(t.statuses)) all.statuses[s] = (all.statuses[s] ?? 0) + n
  }
  const results = {
    users: USERS,
    seconds: elapsed,
    overall: summary(all, elapsed),
    byKind: Object.fromEntries(kinds.map((k) => [k, summary(tallies[k], elapsed)])),
    draw: { sockets: SOCKETS, ...drawn },
    cpu,
  }

  const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–')
  const rows = [['requests', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors']]
  for (const [name, s] of [['all', results.overall], ...Object.entries(results.byKind)]) {
    rows.push([
      name,
      s.requests,
      fmt(s.rps, 1),
      fmt(s.p50Ms),
      fmt(s.p95Ms),
      fmt(s.p99Ms),
      fmt(s.maxMs),
      s.errors,
    ])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  console.log(
    `${USERS} virtual users (${guestCount} guests, ${memberCount} members) for ${fmt(elapsed, 1)} s`,
  )
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '))
  console.log(`statuses: ${JSON.stringify(results.overall.statuses)}`)
  for (const [name, s] of Object.entries(results.byKind))
    for (const sample of s.samples)
      console.log(`failed ${name}: ${sample.replace(/\s+/g, ' ').slice(0, 160)}`)
  console.log(
    `draw ${drawn.turnNum} of game ${DRAW_GAME} published mid-run: reached ${drawn.reached} of ${SOCKETS} subscribed sockets (${drawn.open} still open)`,
  )
  console.log(
    `CPU seconds in the ${fmt(elapsed, 1)} s: app ${fmt(cpu.app, 1)}, platform ${fmt(cpu.platform, 1)}, load generator ${fmt(cpu.loadGenerator, 1)}; machine load average ${fmt(cpu.loadAverage, 1)} (2 cores)`,
  )
  const goals = [
    ['errors', results.overall.errors, results.overall.errors === 0, '0'],
    ['p95 ms', fmt(results.overall.p95Ms), results.overall.p95Ms <= 500, '≤ 500'],
    ['sockets reached', drawn.reached, drawn.reached === SOCKETS, `${SOCKETS}`],
  ]
  for (const [name, value, met, goal] of goals)
    console.log(`${met ? 'met   ' : 'missed'} ${name}: ${value} (goal ${goal})`)

  keepRun('load-', results)
} finally {
  stopAll()
}
