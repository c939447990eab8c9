// The analytics figures of `npm run bench`: the trend page with 200 issues (HTML size, the longest task while
// toggling 折线 in Chromium), and the time computing every analytics view over 1,000 draws takes with the
// domain functions the pages use.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  currentStreaks,
  latestDraws,
  parseChinaTime,
  parseOpenNum,
  readHistory,
  sixMarkNumberTrend,
  sixMarkSeries,
  sixMarkStats,
  sixMarkTrend,
  twoSidesStats,
  zodiacReferenceAt,
} from '@liuhe/domain'
import { chromium } from 'playwright'

/** Size of the trend page with 200 issues, raw and gzip, in KB. */
export async function trendHtml(app, gameId = 110) {
  const html = Buffer.from(
    await (await fetch(`${app}/game/${gameId}/analytic/special/trend?period=200`)).arrayBuffer(),
  )
  return { kb: html.length / 1024, gzipKb: gzipSync(html).length / 1024 }
}

/**
 * The longest main-thread task (ms) while 折线 is switched 10 times on the 200-issue trend page, from the
 * browser's own long-task entries (tasks of 50 ms and more; 0 when there is none), at 4× CPU slowdown as
 * Lighthouse's mobile profile uses.
 */
export async function trendToggleLongestTaskMs(app, chromePath, gameId = 110) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${app}/game/${gameId}/analytic/special/trend?period=200`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const cdp = await page.context().newCDPSession(page)
    // The toggle is found once, before the slowdown, and then clicked with the mouse at its place: a locator
    // click searches the page's 10,000 cells by role on every click, on the page's own main thread, where the
    // long-task observer can count that search as the page's work.
    const toggle = page.getByRole('checkbox', { name: '折线' }).or(page.getByRole('button', { name: '折线' }))
    await toggle.first().scrollIntoViewIfNeeded()
    const box = await toggle.first().boundingBox()
    if (!box) throw new Error('the 折线 toggle is not on screen')
    const pressed = () => toggle.first().getAttribute('aria-pressed')
    const before = await pressed()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluate(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask' })
    })
    for (let i = 0; i < 10; i++) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForTimeout(150)
    }
    const tasks = await page.evaluate(() => window.__longTasks)
    // Ten clicks bring the toggle back where it was; one more proves the clicks reached it.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    if ((await pressed()) === before) throw new Error('the clicks did not reach the 折线 toggle')
    return { longestMs: Math.max(0, ...tasks), longTasks: tasks.length }
  } finally {
    await browser.close()
  }
}

/**
 * Milliseconds computing every six-mark view over 1,000 draws (median of 15 runs after 10 warm-up runs), in a Node
 * process of its own: the bench's process holds Lighthouse's heap, whose garbage collection would be timed too.
 */
export async function computeViewsMs(platform, gameId = 70) {
  const child = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), 'compute', platform, String(gameId)],
    {
      encoding: 'utf8',
    },
  )
  if (child.status !== 0) throw new Error(`analytics compute failed: ${child.stderr}`)
  return JSON.parse(child.stdout)
}

async function computeViewsMsHere(platform, gameId) {
  const answer = await (await fetch(`${platform}/app-api/lottery/history?gameId=${gameId}&rows=1000`)).json()
  const draws = answer.data.map((row) => ({
    turnNum: row.turnNum,
    openTime: parseChinaTime(row.openTime),
    numbers: parseOpenNum(row.openNum),
  }))
  const all = () => {
    const history = latestDraws(readHistory('sixMark', draws), 1000)
    twoSidesStats(history)
    currentStreaks(history)
    sixMarkNumberTrend(history.draws.slice(0, 200))
    for (const series of sixMarkSeries) {
      for (const balls of ['special', 'normal', 'all']) sixMarkStats(history.draws, series, balls)
      sixMarkTrend(history.draws.slice(0, 200), series)
    }
    zodiacReferenceAt(Date.now())
    return history.draws.length
  }
  // A page server computes these for request after request: warm the JIT up as such a server is, then time.
  let count = 0
  for (let i = 0; i < 10; i++) count = all()
  const times = []
  for (let i = 0; i < 15; i++) {
    const t = performance.now()
    all()
    times.push(performance.now() - t)
  }
  return { draws: count, ms: times.sort((a, b) => a - b)[7] }
}

// `node tests/perf/analytics.mjs compute <platform> <gameId>`: the child process of computeViewsMs.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'compute') {
  console.log(JSON.stringify(await computeViewsMsHere(process.argv[3], Number(process.argv[4]))))
}
