import { liveVideoTexts } from '@liuhe/ui'
import { platformOrigin } from './playwright.config'
import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'
import { untilOpen } from './support/turns'

const GAME_ID = 110

test('a live draw: VIDEO streams on the card and in the live-draw block, the result ends it, 回放 plays the replay', async ({
  page,
  request,
}) => {
  // Not in Macau's daily close, when the real schedule streams the draw itself (the wait may run until
  // the next turn opens).
  test.setTimeout(240_000)
  await untilOpen(GAME_ID, 60_000)
  await page.goto('/')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(card).toHaveAttribute('data-state', 'result')
  await expect(page.getByRole('region', { name: '开奖直播' })).toHaveCount(0)
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()

  const video = await request.post(`${platformOrigin}/app-api/__test__/push`, {
    data: { gameId: GAME_ID, type: 'VIDEO' },
  })
  expect(video.ok()).toBe(true)
  const { turnNum, liveUrl } = (await video.json()).data as { turnNum: string; liveUrl: string }
  expect(liveUrl).toBe(`/live/${GAME_ID}/index.m3u8`)

  await expect(card).toHaveAttribute('data-state', 'streaming')
  await expect(card).toContainText('直播中')
  const liveBlock = page.getByRole('region', { name: '开奖直播' })
  await expect(liveBlock).toContainText(`第${turnNum}期开奖直播`)
  // The platform has no real stream: its playlist answers 404.
  await expect(liveBlock).toContainText(liveVideoTexts.noResource)
  await expectAccessible(page)

  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID },
  })
  expect(drawResponse.ok()).toBe(true)
  const drawn = (await drawResponse.json()).data as { turnNum: string; openNum: string }
  expect(drawn.turnNum).toBe(turnNum)

  await expect(card).toHaveAttribute('data-state', 'result')
  await expect(card).toContainText(`第${drawn.turnNum}期开奖结果`)
  const balls = card.getByRole('list', { name: `第${drawn.turnNum}期开奖号码` }).getByRole('img')
  await expect(balls).toHaveCount(7)
  for (const [i, n] of drawn.openNum.split(',').entries()) await expect(balls.nth(i)).toContainText(n)
  await expect(liveBlock).toContainText(liveVideoTexts.ended)

  // The platform follows the result with the replay's address (LIVE_URL_HISTORY); 回放 plays it.
  await card.getByRole('button', { name: '回放' }).click()
  const replayBlock = page.getByRole('region', { name: '开奖回放' })
  await expect(replayBlock).toContainText(`第${drawn.turnNum}期开奖回放`)
  await expect(replayBlock).toContainText(liveVideoTexts.noResource)
  await replayBlock.getByRole('button', { name: '关闭' }).click()
  await expect(replayBlock).toHaveCount(0)
})

test('回放 without a pushed replay opens the live-draw history', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()
  await card.getByRole('button', { name: '回放' }).click()
  await expect(page).toHaveURL(`/lottery-history/${GAME_ID}?type=live-lottery`)
})
