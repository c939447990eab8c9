import { expect, test } from './support/fixtures'
import { scrollSettleMs, scrollUntil } from './support/scroll'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

test('gallery: tabs, initials, search, colour switch and infinite scroll', async ({ page }) => {
  await page.goto('/gallery')
  const cards = page.getByRole('list', { name: '图纸' }).getByRole('listitem')
  await expect(cards).toHaveCount(30)
  // Infinite scroll walks the initials until all 69 groups are loaded.
  // Each scroll to the bottom loads the next page; keep scrolling until every group is there.
  await scrollUntil(page, () => expect(cards).toHaveCount(69, { timeout: scrollSettleMs }), {
    timeout: 20_000,
  })
  await expect(page.getByText('没有更多数据了')).toBeVisible()
  const first = cards.first().getByRole('link')
  await expect(first).toContainText(/第\d+期/)
  const img = first.locator('img').last()
  await expect(img).toHaveAttribute('width', '200')
  await expect(img).toHaveAttribute('loading', /eager|lazy/)

  await page.getByRole('radio', { name: 'B' }).click()
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText('白小姐图')
  await page.getByRole('radio', { name: '全部' }).click()
  await expect(cards).toHaveCount(69)

  const search = page.getByRole('searchbox', { name: '搜索图纸' })
  await search.fill('跑狗')
  await search.press('Enter')
  await expect(cards.first()).toContainText('跑狗')
  await search.fill('没有这个图')
  await search.press('Enter')
  await expect(page.getByText('暂无数据')).toBeVisible()
  await page.getByRole('button', { name: '清除' }).click()

  await page.getByRole('switch', { name: '黑白' }).focus()
  await page.keyboard.press('Space')
  await expect(cards.first().locator('img').last()).toHaveAttribute('src', /thumb-bw/)

  await page.getByRole('tab', { name: '香港六合彩' }).click()
  await expect(page).toHaveURL(/\/gallery\/70$/)
  await expect(cards.first()).toBeVisible()
})

test('gallery detail: latest image zooms; like needs login, then toggles', async ({ page }) => {
  await page.goto('/gallery-detail/110/1')
  const zoom = page.getByRole('figure', { name: /澳门跑狗图/ })
  await expect(zoom).toHaveAttribute('data-zoom', '1.00')
  // The full picture, a PNG drawn from the draws at twice the frame's size, not its thumbnail.
  const picture = zoom.getByRole('img', { name: /澳门跑狗图 第\d+期/ })
  await expect(picture).toHaveAttribute('src', /\/sys-upload\/gallery\/\d+\/color\.png$/)
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([true, 1500, 2000])
  await page.screenshot({ path: 'test-results/gallery-detail.png' })
  await page.getByRole('button', { name: '放大' }).click()
  await expect(zoom).toHaveAttribute('data-zoom', '1.50')
  for (const _ of [1, 2, 3]) await page.getByRole('button', { name: '放大' }).click()
  await expect(zoom).toHaveAttribute('data-zoom', '3.00')
  // Zoomed, the picture is drawn larger than the frame, from the same full-size image (the zoom eases in: the
  // size is read until the transition has ended).
  await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThan(1000)
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/color\.png$/)
  await page.screenshot({ path: 'test-results/gallery-detail-zoomed.png' })
  await page.getByRole('button', { name: '缩小' }).click()
  await page.getByRole('button', { name: '缩小' }).click()
  await page.getByRole('button', { name: '缩小' }).click()
  await expect(zoom).toHaveAttribute('data-zoom', '1.50')
  await expect(page.getByRole('region', { name: '往期图纸' }).getByRole('listitem').first()).toBeVisible()
  const like = page.getByRole('region', { name: '最新一期' }).getByRole('button', { name: /^点赞/ })
  const beforeLike = await statusMark(page)
  await like.click()
  await expectStatusSince(page, '请先登录', beforeLike)

  await logIn(page, accounts.member)
  await page.goto('/gallery-detail/110/1')
  const memberLike = page.getByRole('region', { name: '最新一期' }).getByRole('button', { name: /^点赞/ })
  const pressed = await memberLike.getAttribute('aria-pressed')
  const saved = page.waitForResponse((r) => r.url().includes('/resources/gallery-like') && r.ok())
  await memberLike.click()
  await expect(memberLike).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true')
  await saved
  await page.reload()
  await expect(
    page.getByRole('region', { name: '最新一期' }).getByRole('button', { name: /^点赞/ }),
  ).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true')
})

test('an unknown gallery group shows its error', async ({ page }) => {
  const response = await page.goto('/gallery-detail/110/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('图库不存在')).toBeVisible()
})

test('without JavaScript the gallery and the game center show their images; with it, they show once loaded', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const noScript = await context.newPage()
  await noScript.goto('/gallery')
  const thumbs = noScript.getByRole('list', { name: '图纸' }).getByRole('listitem').locator('img')
  for (const i of [0, 1, 2]) await expect(thumbs.nth(i)).toHaveCSS('opacity', '1')
  await noScript.goto('/game-center')
  // The first screen's game tiles load lazily; before the script runs nothing hides them.
  const tile = noScript
    .getByRole('main')
    .getByRole('button', { name: /六合彩/ })
    .first()
    .locator('img')
  await expect(tile).toHaveCSS('opacity', '1')
  await noScript.screenshot({ path: 'test-results/game-center-nojs.png' })
  await context.close()

  await page.goto('/gallery')
  const first = page.getByRole('list', { name: '图纸' }).getByRole('listitem').first().locator('img')
  await expect(first).toHaveCSS('opacity', '1')
  await expect(first.locator('xpath=..')).toHaveAttribute('data-loaded', 'true')
})
