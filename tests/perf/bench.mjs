// `npm run bench`: for `/` of the production build and for a bare Remix route (the baseline) this prints
// (a) first-load JavaScript in KB gzip, (b) Lighthouse mobile performance score and LCP, (c) SSR throughput
// in requests/s (autocannon, 20 connections, 10 s), and the ratios; for the betting page `/game/110` its
// first-load JS and Lighthouse; for the platform, bets placed per second by one account (20 connections,
// 60 s), and the storage figures (storage.mjs): bets placed per second over many members and the time settling
// 100,000 pending bets of one draw takes, on SQLite and on PostgreSQL with one and two platform processes
// (`--only=storage` measures them alone; results/storage-<commit>.json); for the analytics, the 200-issue trend page's HTML,
// Lighthouse and longest task while toggling 折线, and computing every view over 1,000 draws (analytics.mjs).
// The other page kinds get a Lighthouse figure each: the game center, the gallery and a template's page for a
// guest, and the bet list and the recharge page for a signed-in member (the money half's pages).
// Last, how long a draw published on the platform takes to reach home's draw card in Chromium, over five
// draws (liveDraw.mjs). Results also go to tests/perf/results/ (latest.json, and <commit>.json listing every
// run of a commit); `npm run bench -- --check` exits 1 when a figure misses its budget (budgetsMissed).
// `npm run bench -- --only=live-draw` measures the live draw alone (on the platform and the one-worker app;
// results/live-draw-<commit>.json), `--check` applying its budget.
// `--only=member-home` measures a signed-in member's home against the bare route alone (one worker each; the
// bare route before and after the member, the ratio against their mean; results/member-home-<commit>.json),
// `--check` applying its budget.
// `--only=lighthouse` runs Lighthouse alone: the bare route, home, /game/110 and the 200-issue trend page (with
// the main-thread time of each of the app's own scripts, Lighthouse's bootup-time), the ratios to the bare
// route and their budgets (results/lighthouse-<commit>.json).
// `--only=video` measures the live draw video alone, on the platform only (drawVideo.mjs): CPU seconds per
// video over three shown draws after a first, and the p95 latency of bets placed while a video renders against idle
// (results/video-<commit>.json); the full run measures it last.
// The app runs on its own server (apps/mobile/dist/server.js) as `npm start` runs it, with one worker (one
// process, as the baseline on remix-serve); a signed-in member's home is also measured on the server with a
// worker per core. Home's throughput is measured three times: as served to guests (the guest page micro-cache
// answers repeat visits within its 1 s), for a signed-in member (the seeded demo01, logged in through the
// app's login form: every request is rendered for them), and rendered on every request for a guest (any
// cookie makes the page cache step aside). Home's HTML size is the member's page.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeViewsMs, trendHtml, trendToggleLongestTaskMs } from './analytics.mjs'
import { drawVideoFigures } from './drawVideo.mjs'
import { liveDrawToCardMs } from './liveDraw.mjs'
import { keepRun } from './results.mjs'
import { cpuSeconds, proxySecret, serverGroup, waitFor } from './servers.mjs'
import { storageBudgets, storageFigures, storageRows } from './storage.mjs'

const root = new URL('../..', import.meta.url).pathname
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// BENCH_PLATFORM_PORT / BENCH_APP_PORT / BENCH_BASELINE_PORT move the platform, the one-worker app and the bare
// route (a second work tree's run).
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4400)
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3400)
// BENCH_BUILD_DIR: the one-worker app serves another build of apps/mobile (a copy kept to compare with).
const APP_ENTRY = `${process.env.BENCH_BUILD_DIR ?? 'build'}/server/index.js`
// BENCH_BASELINE_PORT moves the bare route's server (a second work tree's run).
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3401)
const CLUSTER_PORT = 3402
/** The first of the two ports of the storage figures' platforms (storage.mjs). */
const STORAGE_PORT = PLATFORM_PORT + 20
const { start, stopAll } = serverGroup(`${APP_PORT}, ${BASELINE_PORT}, 3402, ${PLATFORM_PORT}`)
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
if (only !== undefined && !['live-draw', 'video', 'member-home', 'lighthouse', 'storage'].includes(only))
  throw new Error(`--only=${only}: only live-draw, video, member-home, lighthouse and storage can run alone`)

/** The live draw's budget: p95 of publish → home card DOM. */
const liveDrawBudget = (liveDraw) => ['live draw publish → home card DOM p95 ms', liveDraw.p95Ms, '<=', 100]

/**
 * A signed-in member's home against the bare route, one worker each. The 聊天室 entry asks the platform for
 * the member's unread counts (`GET /api-messen/api/chat/unread`, counted from their read marks).
 */
const memberHomeBudget = (memberRps, bareRps) => [
  "home SSR ratio, a member's (one worker)",
  memberRps / bareRps,
  '>=',
  0.06,
]

/** The draw video's budget: CPU seconds a video (apps/platform/test/drawVideo.integration.test.ts). */
const videoBudget = (video) => ['draw video CPU s per video', video.cpuSecondsPerVideo, '<=', 6]

/** Gzip size of every script the page loads on first visit (entry, modulepreloads, inline manifest excluded). */
async function firstLoadJs(origin, path = '/') {
  const html = await (await fetch(`${origin}${path}`)).text()
  const urls = new Set()
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1])
  let bytes = 0
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length
  return { kb: bytes / 1024, files: urls.size }
}

/**
 * A signed-in member's session cookie, through the app's own login form (as tests/e2e/support/session.ts
 * logs in): the first page after login takes the login toast out of the session, so its cookie is the one
 * every later request carries.
 */
async function memberCookie(origin, account = 'demo01', password = 'Demo1234') {
  const login = await fetch(`${origin}/auth/login?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ intent: 'login', account, password }),
  })
  let cookie = login.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error(`login of ${account} failed (${login.status})`)
  const first = await fetch(`${origin}/`, { headers: { cookie } })
  const renewed = first.headers.get('set-cookie')?.split(';')[0]
  if (renewed) cookie = renewed
  return cookie
}

/** The HTML of a page for a cookie, in KB (and gzip KB). */
async function htmlKb(url, cookie) {
  const html = Buffer.from(await (await fetch(url, { headers: cookie ? { cookie } : {} })).arrayBuffer())
  return { kb: html.length / 1024, gzipKb: gzipSync(html).length / 1024 }
}

/**
 * The figures that have a budget, and those that miss it (`--check`). The ratios are against the bare
 * route measured in the same run; Lighthouse scores and times are absolute.
 */
export function budgetsMissed(results) {
  const h = results.home
  const b = results.baseline
  const budgets = [
    ['home first-load JS ratio', h.js.kb / b.js.kb, '<=', 1.2],
    ['home Lighthouse performance', h.lighthouse.performance, '>=', 0.95],
    ['home SSR ratio as served', h.ssr.rps / b.ssr.rps, '>=', 1],
    memberHomeBudget(h.ssrMember.rps, b.ssr.rps),
    ["home HTML KB (a member's)", h.html.kb, '<=', 100],
    ['/game/110 first-load JS ratio', results.game.js.kb / b.js.kb, '<=', 1.3],
    ['/game/110 Lighthouse performance', results.game.lighthouse.performance, '>=', 0.95],
    ['trend HTML KB', results.analytics.html.kb, '<=', 150],
    ['trend Lighthouse performance', results.analytics.lighthouse.performance, '>=', 0.95],
    ['trend longest task toggling 折线 ms', results.analytics.toggle.longestMs, '<=', 50],
    ['every analytics view over 1,000 draws ms', results.analytics.compute.ms, '<=', 20],
    ...Object.entries(results.pages).map(([path, lighthouse]) => [
      `${path} Lighthouse performance`,
      lighthouse.performance,
      '>=',
      0.95,
    ]),
    ['bets placed per second', results.betting.rps, '>=', 1000],
    ...storageBudgets(results.storage),
    liveDrawBudget(results.liveDraw),
    videoBudget(results.video),
    // A throughput figure counts only answered requests: errors under load are a failure of their own.
    ['home errors/non-2xx under load, as served', h.ssr.errors, '<=', 0],
    ["home errors/non-2xx under load, a member's", h.ssrMember.errors, '<=', 0],
    ['home errors/non-2xx under load, rendered each time', h.ssrRendered.errors, '<=', 0],
  ]
  return missedOf(budgets)
}

function missedOf(budgets) {
  return budgets
    .filter(([, value, op, limit]) => (op === '<=' ? !(value <= limit) : !(value >= limit)))
    .map(([name, value, op, limit]) => `${name}: ${Number(value).toFixed(2)} (budget ${op} ${limit})`)
}

/**
 * Main-thread time (ms, Lighthouse's bootup-time: evaluation, parse and compile) of each of the page's own
 * scripts, by file name without its content hash (`entry.client`, `_index`, ...); the document's own inline
 * scripts count under `document`.
 */
function bootupMs(lhr, pageUrl) {
  const origin = new URL(pageUrl).origin
  const items = lhr.audits['bootup-time']?.details?.items ?? []
  const byName = {}
  for (const item of items) {
    if (typeof item.url !== 'string' || !item.url.startsWith(origin)) continue
    const path = new URL(item.url).pathname
    const name = path.endsWith('.js')
      ? path
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, '')
      : 'document'
    byName[name] = (byName[name] ?? 0) + item.total
  }
  return byName
}

async function runLighthouse(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const scores = []
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      })
      const scripts = (result.lhr.audits['network-requests'].details?.items ?? []).filter(
        (item) => item.resourceType === 'Script',
      )
      scores.push({
        bootup: bootupMs(result.lhr, url),
        scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        performance: result.lhr.categories.performance.score,
        lcpMs: result.lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: result.lhr.audits['total-blocking-time'].numericValue,
        cls: result.lhr.audits['cumulative-layout-shift'].numericValue,
      })
    }
    const median = (key) => scores.map((s) => s[key]).sort((a, b) => a - b)[1]
    const scripts = new Set(scores.flatMap((s) => Object.keys(s.bootup)))
    const bootup = Object.fromEntries(
      [...scripts].map((name) => [
        name,
        scores.map((s) => s.bootup[name] ?? 0).sort((a, b) => a - b)[Math.floor(scores.length / 2)],
      ]),
    )
    return {
      performance: median('performance'),
      lcpMs: median('lcpMs'),
      tbtMs: median('tbtMs'),
      cls: median('cls'),
      scriptKb: median('scriptKb'),
      bootupMs: bootup,
    }
  } finally {
    await chrome.kill()
  }
}

async function throughput(url, headers = {}) {
  // Warm up, then measure.
  const warmup = await autocannon({ url, headers, connections: 10, duration: 2 })
  const result = await autocannon({ url, headers, connections: 20, duration: 10 })
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    warmupRequests: warmup.requests.total,
  }
}

/** Bets placed per second through the platform's bet form (1 元 特码, each form a new idempotency key). */
async function betsPerSecond(platform) {
  const { encodePassword } = await import('../../packages/api/dist/index.js')
  const post = (path, body, headers = {}) =>
    fetch(`${platform}/app-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', companycode: 'LH', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json())
  await post('/__test__/credit', { account: 'vip001', yuan: 1_000_000 })
  // One account from one address places every bet: the platform's bet rate limits (apps/platform/src/http/
  // rateLimit.ts) are raised for the run through the config hook.
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 }
  await post('/__test__/config', {
    key: 'rate_limits',
    value: { bet: { perIp: unlimited, perAccount: unlimited } },
  })
  const login = await fetch(`${platform}/app-api/v/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', companycode: 'LH' },
    body: new URLSearchParams({ account: 'vip001', password: encodePassword('Vip12345') }),
  }).then((r) => r.json())
  const token = login.data.token
  const info = await fetch(`${platform}/app-api/v/lottery/openInfo?gameId=110`).then((r) => r.json())
  let next = 0
  const form = () =>
    JSON.stringify({
      gameId: 110,
      turnNum: info.data.cur.turnNum,
      idempotencyKey: `bench-${process.pid}-${next++}`,
      bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake: 1 }],
    })
  const result = await autocannon({
    url: `${platform}/app-api/api/bet/place`,
    method: 'POST',
    headers: { 'content-type': 'application/json', companycode: 'LH', token },
    connections: 20,
    duration: Number(process.env.BENCH_BET_SECONDS ?? 60),
    requests: [{ setupRequest: (request) => ({ ...request, body: form() }) }],
  })
  return { rps: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx }
}

/** The platform (test hooks on, a fresh data file); resolves with its process once it answers. */
async function startPlatform() {
  const dbDir = mkdtempSync(join(tmpdir(), 'liuhe-bench-'))
  const platform = start('platform', [join(root, 'apps/platform/dist/main.js')], root, {
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DB: join(dbDir, 'bench.sqlite'),
    // The bench credits its betting account and draws the live draw's turns through the test hooks.
    PLATFORM_TEST_HOOKS: '1',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  await waitFor(`http://localhost:${PLATFORM_PORT}/healthz`)
  return platform
}

/**
 * The platform (startPlatform) and the app with one worker; resolves with both processes once both
 * answer.
 */
async function startPlatformAndApp() {
  const platform = await startPlatform()
  // One worker: the ratios compare one process of the app with one process of the bare route (remix-serve).
  // BENCH_CPU_PROF_DIR: the one-worker app writes a CPU profile there (node --cpu-prof) when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : []
  const app = start('app', [...profile, 'dist/server.js', APP_ENTRY], join(root, 'apps/mobile'), {
    PORT: String(APP_PORT),
    PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
    NODE_ENV: 'production',
    WEB_CONCURRENCY: '1',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  await waitFor(`http://localhost:${APP_PORT}/`)
  return { platform, app }
}

const baselineDir = join(root, 'apps/mobile/bench-baseline')

/** Builds the bare Remix route (apps/mobile/bench-baseline), the baseline of the ratios. */
function buildBaseline() {
  const build = spawnSync(
    process.execPath,
    [join(root, 'apps/mobile/node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'],
    { cwd: baselineDir, stdio: 'ignore' },
  )
  if (build.status !== 0) throw new Error('baseline build failed')
}

/** The bare route on remix-serve (one process); its process. */
function startBaseline() {
  return start(
    'baseline',
    [join(root, 'node_modules/@remix-run/serve/dist/cli.js'), 'build/server/index.js'],
    baselineDir,
    {
      PORT: String(BASELINE_PORT),
      NODE_ENV: 'production',
    },
  )
}

const liveDrawRow = (liveDraw) => [
  'live draw publish → home card DOM, 5 draws (ms p50 / p95)',
  `${liveDraw.p50Ms.toFixed(0)} / ${liveDraw.p95Ms.toFixed(0)}`,
  '',
  '',
  '≤ 100 (p95)',
]

const videoRows = (video) => [
  [
    `draw video CPU s per video, ${video.draws.length} shown draws (mean / max)`,
    `${video.cpuSecondsPerVideo.toFixed(2)} / ${video.cpuSecondsMax.toFixed(2)}`,
    '',
    '',
    '≤ 6',
  ],
  ['  wall s per video (hook call → show started)', video.wallSecondsPerVideo.toFixed(2), '', '', ''],
  ['  the platform idle, CPU s per wall s', video.idleCpuPerSecond.toFixed(3), '', '', ''],
  [
    '  the first video (renderer cold): CPU s / wall s',
    `${(video.first.cpuMs / 1000).toFixed(2)} / ${(video.first.wallMs / 1000).toFixed(2)}`,
    '',
    '',
    '',
  ],
  [
    `bet p95 latency ms, video rendering / idle (${video.bets.rendering.count} / ${video.bets.idle.count} bets, ${video.bets.concurrency} at once)`,
    `${video.bets.rendering.p95Ms.toFixed(0)} / ${video.bets.idle.p95Ms.toFixed(0)}`,
    '',
    video.bets.p95Ratio.toFixed(2),
    '',
  ],
]

function printRows(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '))
}

/** Builds the bare route (apps/mobile/bench-baseline), the baseline the SSR ratios compare with. */
/** `--check`: fails the run when a figure misses its budget. */
function check(missed) {
  if (!process.argv.includes('--check')) return
  for (const line of missed) console.log(`over budget: ${line}`)
  if (missed.length) process.exitCode = 1
  else console.log('every figure within its budget')
}

try {
  if (only === 'video') {
    const platform = await startPlatform()
    const video = await drawVideoFigures(`http://localhost:${PLATFORM_PORT}`, platform.pid)
    printRows([['figure', 'value', '', 'ratio', 'target'], ...videoRows(video)])
    console.log(
      `  each video, CPU s / wall s: ${video.draws.map((d) => `${(d.cpuMs / 1000).toFixed(2)} / ${(d.wallMs / 1000).toFixed(2)}`).join(', ')}`,
    )
    keepRun('video-', { video })
    check(missedOf([videoBudget(video)]))
    process.exit()
  }
  if (only === 'storage') {
    const storage = await storageFigures(STORAGE_PORT)
    printRows([['figure', 'bets placed', 'settlement', '', ''], ...storageRows(storage)])
    keepRun('storage-', { storage, loadAverage: loadavg() })
    check(missedOf(storageBudgets(storage)))
    process.exit()
  }
  if (only === 'lighthouse') {
    buildBaseline()
    await startPlatformAndApp()
    startBaseline()
    const app = `http://localhost:${APP_PORT}`
    const baseline = `http://localhost:${BASELINE_PORT}`
    await waitFor(`${baseline}/`)
    const pages = {
      baseline: `${baseline}/`,
      home: `${app}/`,
      game: `${app}/game/110`,
      trend: `${app}/game/110/analytic/special/trend?period=200`,
    }
    const results = {}
    for (const [name, url] of Object.entries(pages)) results[name] = await runLighthouse(url)
    const b = results.baseline
    const fmt = (n, d = 0) => Number(n).toFixed(d)
    const budgets = []
    const rows = [['page', 'performance', 'LCP ms (× bare)', 'TBT ms', 'CLS', 'main thread by script (ms)']]
    for (const [name, lh] of Object.entries(results)) {
      rows.push([
        name,
        fmt(lh.performance, 2),
        `${fmt(lh.lcpMs)} (${fmt(lh.lcpMs / b.lcpMs, 2)})`,
        fmt(lh.tbtMs),
        fmt(lh.cls, 3),
        Object.entries(lh.bootupMs)
          .sort(([, x], [, y]) => y - x)
          .slice(0, 4)
          .map(([script, ms]) => `${script} ${fmt(ms)}`)
          .join(', '),
      ])
      if (name === 'baseline') continue
      // The budgets of docs' "Fast on a slow phone" list: ratios to the bare route measured in this run.
      budgets.push(
        [`${name} Lighthouse performance / bare`, lh.performance / b.performance, '>=', 0.95],
        [`${name} TBT ms`, lh.tbtMs, '<=', 150],
        [`${name} LCP / bare`, lh.lcpMs / b.lcpMs, '<=', 1.6],
      )
    }
    printRows(rows)
    keepRun('lighthouse-', results)
    check(missedOf(budgets))
    process.exit()
  }
  if (only === 'live-draw') {
    await startPlatformAndApp()
    const liveDraw = await liveDrawToCardMs(
      `http://localhost:${APP_PORT}`,
      `http://localhost:${PLATFORM_PORT}`,
      chromePath,
    )
    printRows([['figure', 'value', '', '', 'target'], liveDrawRow(liveDraw)])
    console.log(
      `  each draw, ms: publish → DOM / hook call → DOM / frame in the page → DOM: ${liveDraw.draws.map((d) => `${d.ms.toFixed(0)} / ${d.fromHookMs.toFixed(0)} / ${d.frameToDomMs.toFixed(0)}`).join(', ')}`,
    )
    keepRun('live-draw-', { liveDraw })
    check(missedOf([liveDrawBudget(liveDraw)]))
    // The servers stop with the process (servers.mjs).
    process.exit()
  }
  if (only === 'member-home') {
    buildBaseline()
    const { platform: platformProcess, app: appProcess } = await startPlatformAndApp()
    const baselineProcess = startBaseline()
    const app = `http://localhost:${APP_PORT}`
    const baseline = `http://localhost:${BASELINE_PORT}`
    await waitFor(`${baseline}/`)
    const member = await memberCookie(app)
    const bareCpuBefore = cpuSeconds(baselineProcess.pid)
    const bareBefore = await throughput(`${baseline}/`)
    const bareCpuMs =
      ((cpuSeconds(baselineProcess.pid) - bareCpuBefore) * 1000) /
      (bareBefore.requests + bareBefore.warmupRequests)
    // CPU the app (its worker included) and the platform spend per member home (warm-up included).
    const cpuBefore = { app: cpuSeconds(appProcess.pid), platform: cpuSeconds(platformProcess.pid) }
    const memberHome = await throughput(`${app}/`, { cookie: member })
    const requests = memberHome.requests + memberHome.warmupRequests
    const cpuMsPerRequest = {
      app: ((cpuSeconds(appProcess.pid) - cpuBefore.app) * 1000) / requests,
      platform: ((cpuSeconds(platformProcess.pid) - cpuBefore.platform) * 1000) / requests,
      // The bare route's, over its first measure: less swayed by a loaded machine than requests/s, the
      // CPU ratio says how many member homes one core serves for each bare route.
      bare: bareCpuMs,
    }
    const bareAfter = await throughput(`${baseline}/`)
    const bare = { rps: (bareBefore.rps + bareAfter.rps) / 2, before: bareBefore, after: bareAfter }
    const html = await htmlKb(`${app}/`, member)
    const budget = memberHomeBudget(memberHome.rps, bare.rps)
    printRows([
      ['figure', 'member home', 'bare route', 'ratio', 'target'],
      [
        "SSR throughput, a signed-in member's home (req/s)",
        memberHome.rps.toFixed(0),
        `${bare.rps.toFixed(0)} (${bareBefore.rps.toFixed(0)} / ${bareAfter.rps.toFixed(0)})`,
        budget[1].toFixed(3),
        `${budget[2]} ${budget[3]}`,
      ],
      ['  p99 latency (ms) / errors', `${memberHome.p99Ms.toFixed(0)} / ${memberHome.errors}`, '', '', ''],
      [
        '  CPU ms per request: app (platform)',
        `${cpuMsPerRequest.app.toFixed(2)} (${cpuMsPerRequest.platform.toFixed(2)})`,
        cpuMsPerRequest.bare.toFixed(2),
        (cpuMsPerRequest.bare / cpuMsPerRequest.app).toFixed(3),
        '',
      ],
      ["home HTML, a member's (KB, gzip)", `${html.kb.toFixed(1)} (${html.gzipKb.toFixed(1)})`, '', '', ''],
    ])
    keepRun('member-home-', {
      // The build measured: apps/mobile/build unless BENCH_BUILD_DIR names another (a copy to compare with).
      build: APP_ENTRY,
      memberHome,
      bare,
      ratio: budget[1],
      cpuMsPerRequest,
      html,
      loadAverage: loadavg(),
    })
    check(missedOf([budget, ["home errors/non-2xx under load, a member's", memberHome.errors, '<=', 0]]))
    process.exit()
  }
  buildBaseline()

  const { platform: platformProcess } = await startPlatformAndApp()
  // The server as deployed: a worker per core (server/cluster.ts).
  start('app-cluster', ['dist/server.js', 'build/server/index.js'], join(root, 'apps/mobile'), {
    PORT: String(CLUSTER_PORT),
    PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
    NODE_ENV: 'production',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  startBaseline()
  const app = `http://localhost:${APP_PORT}`
  const baseline = `http://localhost:${BASELINE_PORT}`
  await waitFor(`${app}/`)
  await waitFor(`${baseline}/`)

  const results = {}
  for (const [name, origin] of [
    ['home', app],
    ['baseline', baseline],
  ]) {
    results[name] = {
      js: await firstLoadJs(origin),
      lighthouse: await runLighthouse(`${origin}/`),
      ssr: await throughput(`${origin}/`),
    }
  }
  // A member's home is rendered for them on every request; so is a guest's carrying any cookie (the guest
  // page cache steps aside).
  const member = await memberCookie(app)
  results.home.html = await htmlKb(`${app}/`, member)
  results.home.ssrMember = await throughput(`${app}/`, { cookie: member })
  results.home.ssrRendered = await throughput(`${app}/`, { cookie: 'bench=1' })
  const cluster = `http://localhost:${CLUSTER_PORT}`
  await waitFor(`${cluster}/`)
  results.home.ssrMemberCluster = await throughput(`${cluster}/`, { cookie: await memberCookie(cluster) })
  results.game = {
    js: await firstLoadJs(app, '/game/110'),
    lighthouse: await runLighthouse(`${app}/game/110`),
  }
  results.analytics = {
    html: await trendHtml(app),
    lighthouse: await runLighthouse(`${app}/game/110/analytic/special/trend?period=200`),
    toggle: await trendToggleLongestTaskMs(app, chromePath),
    compute: await computeViewsMs(`http://localhost:${PLATFORM_PORT}`),
  }
  // The other page kinds, each as its reader sees it: a guest's, or a signed-in member's.
  results.pages = {}
  for (const [path, cookie] of [
    ['/game-center'],
    ['/gallery'],
    ['/template/110/1001'],
    ['/bet-list', member],
    ['/recharge', member],
  ])
    results.pages[path] = await runLighthouse(`${app}${path}`, cookie)
  results.betting = await betsPerSecond(`http://localhost:${PLATFORM_PORT}`)
  results.storage = await storageFigures(STORAGE_PORT)
  // Last: its draws move Macau's turns on (the betting figure bets on the open turn).
  results.liveDraw = await liveDrawToCardMs(app, `http://localhost:${PLATFORM_PORT}`, chromePath)
  // After it: the videos' draws move Macau's turns on too.
  results.video = await drawVideoFigures(`http://localhost:${PLATFORM_PORT}`, platformProcess.pid)

  const h = results.home
  const b = results.baseline
  const fmt = (n, d = 1) => n.toFixed(d)
  const rows = [
    ['figure', '/ (home)', 'bare route', 'ratio', 'target'],
    ['first-load JS (KB gzip)', fmt(h.js.kb), fmt(b.js.kb), fmt(h.js.kb / b.js.kb, 2), '≤ 1.20'],
    [
      'Lighthouse performance',
      fmt(h.lighthouse.performance, 2),
      fmt(b.lighthouse.performance, 2),
      fmt(h.lighthouse.performance / b.lighthouse.performance, 2),
      '≥ 0.95 (abs)',
    ],
    [
      'LCP (ms, median of 3)',
      fmt(h.lighthouse.lcpMs, 0),
      fmt(b.lighthouse.lcpMs, 0),
      fmt(h.lighthouse.lcpMs / b.lighthouse.lcpMs, 2),
      '',
    ],
    ['TBT (ms)', fmt(h.lighthouse.tbtMs, 0), fmt(b.lighthouse.tbtMs, 0), '', ''],
    [
      'all JS fetched by load end (KB)',
      fmt(h.lighthouse.scriptKb),
      fmt(b.lighthouse.scriptKb),
      fmt(h.lighthouse.scriptKb / b.lighthouse.scriptKb, 2),
      '',
    ],
    [
      'SSR throughput, as served (req/s)',
      fmt(h.ssr.rps, 0),
      fmt(b.ssr.rps, 0),
      fmt(h.ssr.rps / b.ssr.rps, 2),
      '≥ 1.00',
    ],
    ['  p99 latency (ms)', fmt(h.ssr.p99Ms, 0), fmt(b.ssr.p99Ms, 0), '', ''],
    [
      "SSR throughput, a signed-in member's home",
      fmt(h.ssrMember.rps, 0),
      fmt(b.ssr.rps, 0),
      fmt(h.ssrMember.rps / b.ssr.rps, 2),
      '≥ 0.25 (goal)',
    ],
    ['  p99 latency (ms)', fmt(h.ssrMember.p99Ms, 0), '', '', ''],
    [
      "  the same, the server's workers on every core",
      fmt(h.ssrMemberCluster.rps, 0),
      fmt(b.ssr.rps, 0),
      fmt(h.ssrMemberCluster.rps / b.ssr.rps, 2),
      '',
    ],
    [
      'SSR throughput, rendered each time (guest)',
      fmt(h.ssrRendered.rps, 0),
      fmt(b.ssr.rps, 0),
      fmt(h.ssrRendered.rps / b.ssr.rps, 2),
      '',
    ],
    ['  p99 latency (ms)', fmt(h.ssrRendered.p99Ms, 0), '', '', ''],
    ["home HTML, a member's (KB, gzip)", `${fmt(h.html.kb)} (${fmt(h.html.gzipKb)})`, '', '', '≤ 100'],
    [
      '/game/110 first-load JS (KB gzip)',
      fmt(results.game.js.kb),
      fmt(b.js.kb),
      fmt(results.game.js.kb / b.js.kb, 2),
      '≤ 1.30',
    ],
    ['/game/110 Lighthouse performance', fmt(results.game.lighthouse.performance, 2), '', '', '≥ 0.95'],
    [
      '/game/110 LCP / TBT (ms)',
      `${fmt(results.game.lighthouse.lcpMs, 0)} / ${fmt(results.game.lighthouse.tbtMs, 0)}`,
      '',
      '',
      '',
    ],
    [
      'trend (200 issues) HTML (KB, gzip)',
      `${fmt(results.analytics.html.kb)} (${fmt(results.analytics.html.gzipKb)})`,
      '',
      '',
      '≤ 150',
    ],
    ['trend Lighthouse performance', fmt(results.analytics.lighthouse.performance, 2), '', '', '≥ 0.95'],
    [
      'trend: longest task toggling 折线 ×10 (ms, 4× CPU)',
      `${fmt(results.analytics.toggle.longestMs, 0)} (${results.analytics.toggle.longTasks} long)`,
      '',
      '',
      '≤ 50',
    ],
    [
      `every six-mark view over ${results.analytics.compute.draws} draws (ms)`,
      fmt(results.analytics.compute.ms, 1),
      '',
      '',
      '≤ 20',
    ],
    ...Object.entries(results.pages).map(([path, lighthouse]) => [
      `${path} Lighthouse (LCP / TBT ms)`,
      `${fmt(lighthouse.performance, 2)} (${fmt(lighthouse.lcpMs, 0)} / ${fmt(lighthouse.tbtMs, 0)})`,
      '',
      '',
      '≥ 0.95',
    ]),
    ['bets placed per second (platform)', fmt(results.betting.rps, 0), '', '', '≥ 1000'],
    [
      '  p99 latency (ms) / errors',
      `${fmt(results.betting.p99Ms, 0)} / ${results.betting.errors}`,
      '',
      '',
      '',
    ],
    ...storageRows(results.storage),
    liveDrawRow(results.liveDraw),
    ...videoRows(results.video),
  ]
  printRows(rows)
  if (h.ssr.errors || h.ssrMember.errors || h.ssrRendered.errors || b.ssr.errors)
    console.log(
      `errors/non-2xx during load: home ${h.ssr.errors} (member ${h.ssrMember.errors}, rendered ${h.ssrRendered.errors}), baseline ${b.ssr.errors}`,
    )
  // Each run is kept by commit, so the figures' trend over commits can be read back.
  keepRun('', results)

  // `npm run bench -- --check`: fail when a figure misses its budget.
  check(budgetsMissed(results))
} finally {
  stopAll()
}
