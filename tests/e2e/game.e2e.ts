import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'

test('a lottery game page shows its draw card and recent draws, read by its lottery kind', async ({
  page,
}) => {
  await page.goto('/game/110')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  await expect(card.getByRole('list').first().getByRole('img')).toHaveCount(7)
  await expect(card.getByRole('timer')).toBeVisible()
  const recent = page.getByRole('region', { name: '近期开奖' })
  await expect(recent.getByRole('listitem').first()).toContainText(/第\d+期/)
  await expectAccessible(page)

  // Racing: ten positions.
  await page.goto('/game/10')
  await expect(page.getByRole('heading', { name: '北京赛车', level: 1 })).toBeVisible()
  const racing = page.getByRole('region', { name: '北京赛车' })
  await expect(racing.getByRole('list').first().getByRole('img')).toHaveCount(10)
  await page.getByRole('link', { name: '返回' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('an unknown game answers 404 in Chinese', async ({ page }) => {
  const response = await page.goto('/game/99999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toContainText('游戏不存在')
})

test('the draw card links to the history, which pages, and to the replay of the latest draw', async ({
  page,
}) => {
  await page.goto('/game/110')
  await page.getByRole('link', { name: '历史开奖' }).click()
  await expect(page).toHaveURL(/\/lottery-history\/110$/)
  const history = page.getByRole('region', { name: '历史开奖' })
  const draws = history.locator('ol > li')
  await expect(draws).toHaveCount(30)
  const first = await draws.first().textContent()
  await history.getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(draws.first()).not.toHaveText(first ?? '')
  await expectAccessible(page)

  await page.goto('/lottery-history/110?type=live-lottery')
  const replay = page.getByRole('region', { name: /期开奖回放/ })
  // The reference platform has no video source: the player says so in the spec's words.
  await expect(replay).toContainText('暂无视频资源，请稍后在观看！')
})
