// The live-draw figure of `npm run bench`: how long a draw published on the platform takes to show on home's
// draw card, in Chromium at 390×844, over five draws made one after another through the platform's draw
// hook. tests/e2e/live-draw-card.e2e.ts checks the same flow (numbers, one data request per push) without
// timing it.
import { chromium } from 'playwright'
import { installLiveDrawProbe, observeDrawCard, settledAfter } from './liveDrawProbe.mjs'

const GAME_ID = 110

/** Nearest-rank percentile of a list of numbers (with five figures, p95 is the largest). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function hook(platform, path, body) {
  const response = await fetch(`${platform}/app-api/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} hook answered ${response.status}: ${await response.text()}`)
  return (await response.json()).data
}

/**
 * Moves the platform's clock past a game's close (default Macau's daily one) when its open turn has less than
 * a minute left (tests/e2e/support/turns.ts `untilOpen`): during the close the real schedule streams and draws
 * by itself.
 */
export async function untilOpen(platform, gameId = GAME_ID) {
  for (;;) {
    const info = (await (await fetch(`${platform}/app-api/v/lottery/openInfo?gameId=${gameId}`)).json()).data
    const left = (info.cur.betEndTime ?? info.cur.closeTime) - info.serverTime
    if (left >= 60_000) return
    await hook(platform, 'clock', { advanceMs: Math.max(0, info.cur.closeTime - info.serverTime) + 1_000 })
    // The app's guest page cache keeps a page for up to a second (tests/e2e/support/turns.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_500))
  }
}

/**
 * Milliseconds from publish to the card's DOM for `draws` draws (p50, p95 and each), on one clock, the wall
 * clock of this machine. Publish is when Chromium's network stack received the RESULT frame (the DevTools
 * protocol's `Network.webSocketFrameReceived`, put on the wall clock with the `wallTime` of a request
 * event): the platform wrote it to a socket on the same machine just before. The DOM end is a
 * MutationObserver's record of the card's change (`performance.timeOrigin + performance.now()`, right
 * after React changed the card, before paint). Each draw waits until the page is done with the one before
 * (its pushes handled, its revalidation back). Also given, per draw: from the moment before the test calls
 * the draw hook (an upper bound that holds the hook's request and the platform's own work before it
 * publishes: storing the draw, settling the turn's cards) and from the frame's arrival in the page's
 * script (the app's own part).
 */
export async function liveDrawToCardMs(app, platform, chromePath, draws = 5) {
  await untilOpen(platform)
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
    // Home's notice and ad modals are shown once per session: not while the draws are measured.
    await page.addInitScript(() => {
      for (const key of ['liuhe:home-modals-seen', 'liuhe:vip-domain-notice-seen'])
        sessionStorage.setItem(key, '1')
    })
    await page.addInitScript(installLiveDrawProbe)
    // The DevTools protocol's monotonic times, put on the wall clock; the RESULT frames' receipt, by turn.
    const cdp = await page.context().newCDPSession(page)
    let wallOffset
    const received = new Map()
    cdp.on('Network.requestWillBeSent', (event) => {
      wallOffset ??= event.wallTime - event.timestamp
    })
    cdp.on('Network.webSocketFrameReceived', (event) => {
      const at = event.timestamp
      try {
        const envelope = JSON.parse(event.response.payloadData)
        const content = typeof envelope.content === 'string' ? JSON.parse(envelope.content) : envelope.content
        if (content?.type === 'RESULT' && !received.has(content.turnNum)) received.set(content.turnNum, at)
      } catch {}
    })
    await cdp.send('Network.enable')
    await page.goto(`${app}/`)
    await page.locator('main[data-socket="subscribed"]').waitFor({ timeout: 60_000 })
    await page.evaluate(observeDrawCard, GAME_ID)
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    const figures = []
    for (let i = 0; i < draws; i++) {
      const before = await page.evaluate(() => performance.now())
      const drawn = await hook(platform, 'draw', { gameId: GAME_ID })
      const shows = (turn) => window.__liveDrawProbe.shown.some((s) => s.turn === turn)
      await page.waitForFunction(shows, drawn.turnNum, { timeout: 60_000 })
      await page.waitForFunction(settledAfter, drawn.turnNum, { timeout: 60_000 })
      const probe = await page.evaluate(() => window.__liveDrawProbe)
      const shown = probe.shown.find((s) => s.turn === drawn.turnNum)
      const frame = probe.frames.find((f) => f.type === 'RESULT' && f.turnNum === drawn.turnNum)
      if (!shown || !frame) throw new Error(`draw ${drawn.turnNum} did not reach the card`)
      if (shown.numbers.join(',') !== drawn.openNum.split(',').map(Number).join(','))
        throw new Error(`the card shows ${shown.numbers} for ${drawn.turnNum}, drawn ${drawn.openNum}`)
      const receivedAt = received.get(drawn.turnNum)
      if (receivedAt === undefined || wallOffset === undefined)
        throw new Error(`no network record of the RESULT frame of ${drawn.turnNum}`)
      const publishedWall = (receivedAt + wallOffset) * 1000
      figures.push({
        turnNum: drawn.turnNum,
        ms: timeOrigin + shown.at - publishedWall,
        fromHookMs: shown.at - before,
        frameToDomMs: shown.at - frame.at,
      })
    }
    const ms = figures.map((f) => f.ms)
    return {
      p50Ms: percentile(ms, 50),
      p95Ms: percentile(ms, 95),
      fromHookP50Ms: percentile(
        figures.map((f) => f.fromHookMs),
        50,
      ),
      frameToDomP50Ms: percentile(
        figures.map((f) => f.frameToDomMs),
        50,
      ),
      draws: figures,
    }
  } finally {
    await browser.close()
  }
}
