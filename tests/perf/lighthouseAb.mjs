// `node tests/perf/lighthouseAb.mjs <before build dir> <after build dir> [rounds] [paths…]`: Lighthouse (mobile,
// simulated throttling, as bench.mjs runs it) on two builds of apps/mobile side by side, interleaved, so that
// both see the same load on a shared machine. One platform, the app once per build (one worker each, as the
// bench's app); each round runs every path on both builds, the order of the builds alternating from round to
// round. Prints the medians per path and build (performance, LCP, TBT, main-thread time and Lighthouse's
// bootup-time per script, named as bench.mjs names them) with the 1-minute load average of each run, and writes
// every run and the medians to tests/perf/results/lighthouse-ab-latest.json (not in git; copy what is worth
// keeping into a dated file). The build dirs are relative to apps/mobile (`build`, a copy such as
// `build-before`); BENCH_PLATFORM_PORT and BENCH_APP_PORT move the platform and the first app (the second
// takes the next port).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { proxySecret, serverGroup, waitFor } from './servers.mjs'

const root = new URL('../..', import.meta.url).pathname
const [before = 'build-before', after = 'build', roundsArg = '5', ...pathArgs] = process.argv.slice(2)
const rounds = Number(roundsArg)
const paths = pathArgs.length ? pathArgs : ['/', '/game-center']
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4400)
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3400)
const builds = { before: { dir: before, port: APP_PORT }, after: { dir: after, port: APP_PORT + 1 } }
const { start, stopAll } = serverGroup(`${PLATFORM_PORT}, ${APP_PORT}, ${APP_PORT + 1}`)

/** Lighthouse's bootup-time per script of the page's origin, as bench.mjs's bootupMs names them. */
function bootupMs(lhr, origin) {
  const byName = {}
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    if (typeof item.url !== 'string' || !item.url.startsWith(origin)) continue
    const path = new URL(item.url).pathname
    const name = path.endsWith('.js')
      ? path
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, '')
      : 'document'
    byName[name] = Math.round((byName[name] ?? 0) + item.total)
  }
  return byName
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

try {
  const dbDir = mkdtempSync(join(tmpdir(), 'liuhe-ab-'))
  start('platform', [join(root, 'apps/platform/dist/main.js')], root, {
    PLATFORM_PORT: String(PLATFORM_PORT),
    PLATFORM_DB: join(dbDir, 'ab.sqlite'),
    PLATFORM_TEST_HOOKS: '1',
    PLATFORM_PROXY_SECRET: proxySecret,
  })
  await waitFor(`http://localhost:${PLATFORM_PORT}/healthz`)
  for (const [name, build] of Object.entries(builds)) {
    start(name, ['dist/server.js', `${build.dir}/server/index.js`], join(root, 'apps/mobile'), {
      PORT: String(build.port),
      PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
    })
  }
  for (const build of Object.values(builds)) await waitFor(`http://localhost:${build.port}/`)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  })
  const runs = []
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before']
      for (const path of paths) {
        for (const name of order) {
          const origin = `http://localhost:${builds[name].port}`
          const load = Number(loadavg()[0].toFixed(2))
          const { lhr } = await lighthouse(`${origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          })
          const run = {
            round,
            path,
            build: name,
            load1m: load,
            performance: lhr.categories.performance.score,
            lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
            fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
            tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
            cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
            mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
            bootupMs: bootupMs(lhr, origin),
          }
          runs.push(run)
          console.log(JSON.stringify(run))
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  const medians = {}
  for (const path of paths) {
    for (const name of Object.keys(builds)) {
      const mine = runs.filter((r) => r.path === path && r.build === name)
      const scripts = new Set(mine.flatMap((r) => Object.keys(r.bootupMs)))
      medians[`${path} ${name}`] = {
        runs: mine.length,
        performance: median(mine.map((r) => r.performance)),
        lcpMs: median(mine.map((r) => r.lcpMs)),
        fcpMs: median(mine.map((r) => r.fcpMs)),
        tbtMs: median(mine.map((r) => r.tbtMs)),
        cls: median(mine.map((r) => r.cls)),
        mainThreadMs: median(mine.map((r) => r.mainThreadMs)),
        load1m: mine.map((r) => r.load1m),
        bootupMs: Object.fromEntries(
          [...scripts]
            .map((script) => [script, median(mine.map((r) => r.bootupMs[script] ?? 0))])
            .filter(([, ms]) => ms > 0)
            .sort(([, x], [, y]) => y - x),
        ),
      }
    }
  }
  console.log(JSON.stringify(medians, null, 2))
  writeFileSync(
    new URL('./results/lighthouse-ab-latest.json', import.meta.url),
    `${JSON.stringify({ at: new Date().toISOString(), builds, medians, runs }, null, 2)}\n`,
  )
} finally {
  stopAll()
}
process.exit()
