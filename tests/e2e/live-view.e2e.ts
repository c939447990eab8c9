import { liveVideoTexts } from '@liuhe/ui'
import type { Locator } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { untilOpen } from './support/turns'

const GAME_ID = 110

/** The playing position of a region's video (s). */
const currentTime = (region: Locator) =>
  region.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)

test('home’s 开奖直播 ad opens the live view as a plain link: no draw shown, the player says so and gives the next draw', async ({
  browser,
  baseURL,
  page,
}) => {
  // Before the page's script runs (here: none at all), the card is a link to the live view.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'zh-CN' })
  const plain = await noScript.newPage()
  await plain.goto('/')
  await plain.locator('[data-ad="AD12"]').getByText('开奖直播', { exact: true }).click()
  await expect(plain).toHaveURL(`/lottery-live/${GAME_ID}`)
  await expect(plain.getByRole('heading', { name: '开奖直播', exact: true })).toBeVisible()
  await noScript.close()

  await untilOpen(GAME_ID, 60_000)
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const ad = page.locator('[data-ad="AD12"]')
  await ad.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('home-live-ad.png') })
  await ad.getByText('开奖直播', { exact: true }).click()
  await expect(page).toHaveURL(`/lottery-live/${GAME_ID}`)
  const live = page.getByRole('region', { name: '开奖直播' })
  // No draw is shown now: the platform has no live stream, the player says so; the next draw is given.
  await expect(live).toContainText(liveVideoTexts.noResource)
  const info = (
    await (await page.request.get(`${platformOrigin}/app-api/v/lottery/openInfo?gameId=${GAME_ID}`)).json()
  ).data as { cur: { turnNum: string } }
  await expect(live).toContainText(`下期开奖：第${info.cur.turnNum}期`)
  await expect(live.getByRole('link', { name: '开奖回放' })).toHaveAttribute(
    'href',
    `/lottery-history/${GAME_ID}?type=live-lottery`,
  )
  await page.screenshot({ path: test.info().outputPath('live-view-none.png') })
})

test('with a draw shown, the ad’s live view plays the live stream, then says it has ended', async ({
  page,
  request,
}) => {
  // Not in Macau's daily close, when the real schedule draws the turn itself; the show lasts 26 s.
  test.setTimeout(180_000)
  await untilOpen(GAME_ID, 60_000)
  // The hook answers once the show has started: its video is on the platform and the first VIDEO push out.
  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID, show: true },
  })
  expect(drawResponse.ok()).toBe(true)
  const { showMs } = (await drawResponse.json()).data as { showMs: number }
  expect(showMs).toBeGreaterThan(0)

  await page.goto('/')
  await page.locator('[data-ad="AD12"]').getByText('开奖直播', { exact: true }).click()
  await expect(page).toHaveURL(`/lottery-live/${GAME_ID}`)
  const live = page.getByRole('region', { name: '开奖直播' })
  // hls.js reads the platform's live playlist and plays it: the video's position moves on.
  await expect.poll(() => currentTime(live), { timeout: 15_000 }).toBeGreaterThan(1)
  const position = await currentTime(live)
  await expect.poll(() => currentTime(live), { timeout: 10_000 }).toBeGreaterThan(position + 1)
  await page.screenshot({ path: test.info().outputPath('live-view-streaming.png') })
  // The playlist closes with the show: the player reaches its end and says so.
  await expect(live).toContainText(liveVideoTexts.ended, { timeout: 60_000 })
  await page.screenshot({ path: test.info().outputPath('live-view-ended.png') })
})

test('the live view open before a show plays it once it starts', async ({ page, request }) => {
  test.setTimeout(180_000)
  await untilOpen(GAME_ID, 60_000)
  // An earlier show's playlist stays a few seconds after its end: this test starts with none.
  await expect
    .poll(async () => (await request.get(`${platformOrigin}/live/${GAME_ID}/index.m3u8`)).status(), {
      timeout: 30_000,
    })
    .toBe(404)
  await page.goto(`/lottery-live/${GAME_ID}`)
  const live = page.getByRole('region', { name: '开奖直播' })
  await expect(live).toContainText(liveVideoTexts.noResource)
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()

  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID, show: true },
  })
  expect(drawResponse.ok()).toBe(true)
  const { turnNum } = (await drawResponse.json()).data as { turnNum: string }
  // The show's first VIDEO push names its turn and loads the stream anew: it plays.
  await expect(page.getByRole('heading', { name: `第${turnNum}期开奖直播` })).toBeVisible()
  await expect.poll(() => currentTime(live), { timeout: 15_000 }).toBeGreaterThan(1)
})
