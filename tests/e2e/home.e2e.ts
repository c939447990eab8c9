import { ballColor, ballColorLabels, ballLabel, listTexts, parseChinaTime, zodiacOf } from '@liuhe/domain'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { scrollSettleMs, scrollUntil } from './support/scroll'

test('home shows the latest stored Macau draw with zodiacs and updates live when a draw is made', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const before = await (await request.get(`${platformOrigin}/app-api/v/lottery/openInfo?gameId=110`)).json()
  const latestTurn: string = before.data.pre.turnNum

  await page.goto('/')
  await expect(page).toHaveTitle(/新澳门六合彩/)
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(card).toContainText(`第${latestTurn}期开奖结果`)

  // Each ball reads its number, colour and zodiac (of the lunar year at the draw time); the 7th is 特码.
  const balls = card.getByRole('list', { name: `第${latestTurn}期开奖号码` }).getByRole('img')
  await expect(balls).toHaveCount(7)
  const numbers = (before.data.pre.openNum as string).split(',').map(Number)
  const drawTime = parseChinaTime(before.data.pre.openTime)
  for (const [index, n] of numbers.entries()) {
    const name = `${ballLabel(n)} ${ballColorLabels[ballColor(n)]} ${zodiacOf(n, drawTime)}`
    await expect(balls.nth(index)).toHaveAccessibleName(index === 6 ? `${name} 特码` : name)
  }
  await expect(card.getByRole('timer')).toHaveAccessibleName(
    new RegExp(`距离第${before.data.cur.turnNum}期开奖 \\d{2}时\\d{2}分\\d{2}秒`),
  )

  // Mark the document: a reload would lose this.
  await page.evaluate(() => {
    ;(window as unknown as { __noReload: boolean }).__noReload = true
  })
  // Read the whole information list (three pages), then go back up to the draw: the live update must not
  // take the pages already read away.
  const feed = page.getByRole('list', { name: '资讯列表' })
  const end = page.getByText(listTexts.endOfList)
  await scrollUntil(page, () => expect(end).toBeVisible({ timeout: scrollSettleMs }))
  const read = await feed.locator(':scope > li').count()
  expect(read).toBeGreaterThan(40)
  await page.evaluate(() => window.scrollTo(0, 0))

  // The page says when its live connection is open; the platform draws only after that.
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()
  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: 110 },
  })
  expect(drawResponse.ok()).toBe(true)
  const drawn = (await drawResponse.json()).data as { turnNum: string; openNum: string }

  await expect(card).toContainText(`第${drawn.turnNum}期开奖结果`)
  const newBalls = card.getByRole('list', { name: `第${drawn.turnNum}期开奖号码` }).getByRole('img')
  await expect(newBalls).toHaveCount(7)
  const expectedNumbers = drawn.openNum.split(',')
  for (const [i, n] of expectedNumbers.entries()) await expect(newBalls.nth(i)).toContainText(n)
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)

  // The push also reloads the page's data (the countdown moves on to the next turn).
  await expect(card.getByRole('timer')).not.toHaveAccessibleName(new RegExp(`距离第${drawn.turnNum}期开奖`))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))))
  await expect(feed.locator(':scope > li')).toHaveCount(read)
})

test('an unknown page shows a Chinese 404 with a way home, and the server keeps serving', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toContainText('页面不存在')
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page.getByRole('region', { name: '新澳门六合彩' })).toBeVisible()
})
