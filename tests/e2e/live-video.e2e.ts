import { liveVideoTexts } from '@liuhe/ui'
import type { Locator } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { untilOpen } from './support/turns'

const GAME_ID = 110
const OPEN_NUM = '08,15,22,29,36,43,49'

/** The playing position of a block's video (s). */
const currentTime = (block: Locator) =>
  block.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)

test('a shown draw: the card streams the platform video, the numbers come out one by one, 回放 replays it', async ({
  page,
  request,
}) => {
  // Not in Macau's daily close, when the real schedule draws the turn itself (the wait may run until the next
  // turn opens). The show itself lasts 26 s after its video is encoded.
  test.setTimeout(180_000)
  await untilOpen(GAME_ID, 60_000)
  await page.goto('/')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(card).toHaveAttribute('data-state', 'result')
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()

  // Every number the card shows while streaming, as it changes: the page records each new count.
  await page.evaluate(() => {
    const seen: string[][] = []
    ;(window as unknown as { liveNumbers: string[][] }).liveNumbers = seen
    const read = () => {
      const row = document.querySelector('[aria-label$="期直播开奖号码"]')
      if (!row) return
      const numbers = [...row.querySelectorAll('[role="img"]')].map(
        (b) => /\d+/.exec(b.textContent ?? '')?.[0] ?? '',
      )
      if (numbers.join() !== seen.at(-1)?.join()) seen.push(numbers)
    }
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  const livePlaylist = page.waitForResponse(
    (r) => r.url() === `${platformOrigin}/live/${GAME_ID}/index.m3u8` && r.status() === 200,
  )
  const started = Date.now()
  // The hook answers once the show has started: its video is on the platform and the first VIDEO push out.
  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID, openNum: OPEN_NUM, show: true },
  })
  expect(drawResponse.ok()).toBe(true)
  const { turnNum, showMs } = (await drawResponse.json()).data as { turnNum: string; showMs: number }
  expect(showMs).toBe(26_000)

  await expect(card).toHaveAttribute('data-state', 'streaming')
  await expect(card).toContainText('直播中')
  const liveBlock = page.getByRole('region', { name: '开奖直播' })
  await expect(liveBlock).toContainText(`第${turnNum}期开奖直播`)
  // hls.js reads the platform's live playlist and plays it: the video's position moves on.
  const playlist = await livePlaylist
  expect(playlist.headers()['content-type']).toBe('application/vnd.apple.mpegurl')
  await expect(liveBlock).toHaveAttribute('data-phase', 'streaming')
  await expect.poll(() => currentTime(liveBlock), { timeout: 15_000 }).toBeGreaterThan(1)
  const position = await currentTime(liveBlock)
  await expect.poll(() => currentTime(liveBlock), { timeout: 10_000 }).toBeGreaterThan(position + 1)

  await liveBlock.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('live-draw-streaming.png') })

  // The numbers come out one at a time, in draw order, 3 to 4 s apart: the card showed one, then two, …
  const numbers = OPEN_NUM.split(',')
  await expect(card).toHaveAttribute('data-state', 'result', { timeout: 30_000 })
  const seen = await page.evaluate(() => (window as unknown as { liveNumbers: string[][] }).liveNumbers)
  expect(seen.filter((shown) => shown.length > 0)).toEqual(numbers.map((_, i) => numbers.slice(0, i + 1)))

  // The result ends the stream; the card shows all seven.
  const result = card.getByRole('list', { name: `第${turnNum}期开奖号码` }).getByRole('img')
  await expect(result).toHaveCount(7)
  await expect(result.nth(6)).toContainText('49')
  await expect(liveBlock).toContainText(liveVideoTexts.ended)
  console.log(`[live-video] draw hook to result on the card: ${((Date.now() - started) / 1000).toFixed(1)} s`)

  // The replay address came with LIVE_URL_HISTORY: 回放 plays the whole video from its start.
  await card.getByRole('button', { name: '回放' }).click()
  const replayBlock = page.getByRole('region', { name: '开奖回放' })
  await expect(replayBlock).toContainText(`第${turnNum}期开奖回放`)
  await expect.poll(() => currentTime(replayBlock), { timeout: 15_000 }).toBeGreaterThan(1)
  await expect(replayBlock.locator('output')).toHaveCount(0)

  // Shortly after the show, the game has no live stream until its next one (a later test's VIDEO finds none).
  await expect
    .poll(async () => (await request.get(`${platformOrigin}/live/${GAME_ID}/index.m3u8`)).status(), {
      timeout: 20_000,
    })
    .toBe(404)

  // The live-draw history plays a chosen turn's replay: this one, then one without a video.
  await page.goto(`/lottery-history/${GAME_ID}?type=live-lottery&turn=${turnNum}`)
  const history = page.getByRole('region', { name: `第${turnNum}期开奖回放` })
  await expect.poll(() => currentTime(history), { timeout: 15_000 }).toBeGreaterThan(0.5)
  await page.screenshot({ path: test.info().outputPath('live-draw-history.png') })
  const older = page.getByRole('list', { name: '开奖回放' }).getByRole('link').nth(1)
  const olderTurn = (await older.textContent())!.replace(/[^\d]/g, '')
  await older.click()
  await expect(page).toHaveURL(`/lottery-history/${GAME_ID}?type=live-lottery&turn=${olderTurn}`)
  await expect(page.getByRole('region', { name: `第${olderTurn}期开奖回放` })).toContainText(
    liveVideoTexts.noResource,
  )
})

test('a page reloaded mid-show still streams, with the numbers out so far', async ({ page, request }) => {
  test.setTimeout(180_000)
  await untilOpen(GAME_ID, 60_000)
  await page.goto('/')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()
  const openNum = '03,17,24,31,38,45,12'
  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID, openNum, show: true },
  })
  expect(drawResponse.ok()).toBe(true)
  const { turnNum } = (await drawResponse.json()).data as { turnNum: string }
  const liveNumbers = card.getByRole('list', { name: `第${turnNum}期直播开奖号码` }).getByRole('img')
  // Two numbers out (6 s into the show): reload.
  await expect(liveNumbers).toHaveCount(2, { timeout: 15_000 })
  const reloaded = await page.reload()
  // The server's page already streams, with the numbers out when it was read (two or, later, more).
  const html = await reloaded!.text()
  expect(html).toContain('直播中')
  const row = new RegExp(`aria-label="第${turnNum}期直播开奖号码"[\\s\\S]*?</ul>`).exec(html)?.[0] ?? ''
  const served = [...row.matchAll(/role="img" aria-label="(\d+)/g)].map((m) => m[1])
  expect(served.length).toBeGreaterThanOrEqual(2)
  expect(served).toEqual(openNum.split(',').slice(0, served.length))
  expect(served.length).toBeLessThan(7)
  await expect(card).toHaveAttribute('data-state', 'streaming')
  const shown = (await liveNumbers.allTextContents()).map((text) => /\d+/.exec(text)?.[0] ?? '')
  expect(shown.length).toBeGreaterThanOrEqual(2)
  expect(shown).toEqual(openNum.split(',').slice(0, shown.length))
  // The stream plays from the platform's live playlist.
  const liveBlock = page.getByRole('region', { name: '开奖直播' })
  await expect(liveBlock).toContainText(`第${turnNum}期开奖直播`)
  await expect.poll(() => currentTime(liveBlock), { timeout: 15_000 }).toBeGreaterThan(0.5)
  await page.screenshot({ path: test.info().outputPath('live-draw-reloaded.png') })
  // Then the rest of the numbers and the result, as on a page that never left.
  await expect(card).toHaveAttribute('data-state', 'result', { timeout: 30_000 })
  const result = card.getByRole('list', { name: `第${turnNum}期开奖号码` }).getByRole('img')
  await expect(result).toHaveCount(7)
  // The live playlist is gone before the next test (a player opened then would find the ended show).
  await expect
    .poll(async () => (await request.get(`${platformOrigin}/live/${GAME_ID}/index.m3u8`)).status(), {
      timeout: 20_000,
    })
    .toBe(404)
})
