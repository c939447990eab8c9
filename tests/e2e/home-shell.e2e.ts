import { listTexts } from '@liuhe/domain'
import { defaultBackToTopThresholdPx } from '@liuhe/ui'
import { expectAccessible } from './support/axe'
import { expect, freshTest as plain, test } from './support/fixtures'
import { holdBack } from './support/holdBack'
import { scrollSettleMs, scrollUntil } from './support/scroll'
import { withRegisterLimit } from './support/session'

test('guest home: header, tabs, draw card, play-category chips, the whole information list and back to top', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: '注册' })).toBeVisible()
  // The live tab's draw time is the platform's (Macau draws at 21:32), the same turn the card counts down to.
  await expect(page.getByRole('tab', { name: /新澳门六合彩 直播 21:32开奖/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('region', { name: '新澳门六合彩' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '首页' }),
  ).toHaveAttribute('aria-current', 'page')
  // Guests reach the collection through login.
  await expect(page.getByRole('link', { name: '我的收藏' })).toHaveAttribute(
    'href',
    '/auth/login?redirectTo=%2Fmy-collection',
  )
  await expectAccessible(page)

  // 全部 first, the first categories and 更多 (the seed has 10); 更多 shows the rest, 收起 folds them.
  const chips = page.getByRole('radiogroup', { name: '玩法分类' })
  await expect(chips.getByRole('radio').first()).toHaveAccessibleName('全部')
  // 全部 plus 6 categories while folded (docs/product.md, "Content and lists": 全部, then up to 6, 更多 from
  // 7 categories on).
  await expect(chips.getByRole('radio')).toHaveCount(7)
  await expect(chips.getByRole('radio', { name: '图解' })).toHaveCount(0)
  const chipRow = page.getByRole('region', { name: '资讯' })
  // The toggle is disabled until the feed's code hydrates it; the click waits for it to be enabled.
  await chipRow.getByRole('button', { name: '更多' }).first().click()
  await expect(chipRow.getByRole('button', { name: '收起' }).first()).toHaveAttribute('aria-expanded', 'true')
  await expect(chips.getByRole('radio', { name: '图解' })).toBeVisible()

  // The list loads 20 cards a page while scrolling, until the end text.
  const feed = page.getByRole('list', { name: '资讯列表' })
  await expect(feed.getByRole('listitem').first()).toBeVisible()
  const end = page.getByText(listTexts.endOfList)
  await scrollUntil(page, () => expect(end).toBeVisible({ timeout: scrollSettleMs }))
  expect(await feed.locator(':scope > li').count()).toBeGreaterThan(20)

  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(defaultBackToTopThresholdPx)
  await page.getByRole('button', { name: '返回顶部' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a play-category chip filters the list through the address', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('radiogroup', { name: '玩法分类' }).getByText('生肖').click()
  await expect(page).toHaveURL(/\?cate=%E7%94%9F%E8%82%96$/)
  await expect(page.getByRole('list', { name: '资讯列表' }).getByRole('listitem').first()).toBeVisible()
})

// The feed (and its chips) hydrates when its own chunk arrives, after the page's code: on a busy phone a
// reader taps a chip before that. The chunk is held back here until the tap is made, so the tap always
// comes first (a CI run once tapped in that window by chance and the tap was lost).
test('a chip tapped before the feed’s code arrives is taken up once it has', async ({ page }) => {
  const release = await holdBack(page, '**/assets/HomeFeed-*.js')
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('radiogroup', { name: '玩法分类' }).getByText('生肖').click()
  await expect(page).toHaveURL(/\/$/)
  release()
  await expect(page).toHaveURL(/\?cate=%E7%94%9F%E8%82%96$/)
  await expect(page.getByRole('radio', { name: '生肖' })).toBeChecked()
})

plain('the notice modal shows once per visit', async ({ page }) => {
  await page.goto('/')
  const notice = page.getByRole('dialog', { name: '公告' })
  await expect(notice).toBeVisible()
  await expectAccessible(page)
  await notice.getByRole('button', { name: '我知道了' }).click()
  await expect(notice).toBeHidden()
  await page.reload()
  await expect(page.getByRole('region', { name: '新澳门六合彩' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '公告' })).toHaveCount(0)
})

plain(
  'a first visit shows home’s notice, then its ad, then the install banner: one at a time, each once',
  async ({ page }) => {
    await page.goto('/')
    const notice = page.getByRole('dialog', { name: '公告' })
    const ad = page.getByRole('dialog', { name: '精彩推荐' })
    const banner = page.getByText('下载APP，开奖资讯随时看')
    await expect(notice).toBeVisible()
    // Nothing else while the notice is up: no ad modal behind it, no install banner.
    await expect(ad).toHaveCount(0)
    await expect(banner).toHaveCount(0)
    await page.screenshot({ path: `${test.info().outputDir}/home-first-visit-notice.png` })
    await notice.getByRole('button', { name: '我知道了' }).click()
    await expect(notice).toBeHidden()
    await expect(ad).toBeVisible()
    await expect(banner).toHaveCount(0)
    // A reload while the ad is up does not show the notice again.
    await page.reload()
    await expect(page.getByRole('region', { name: '新澳门六合彩' })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(banner).toBeVisible()
    await page.screenshot({ path: `${test.info().outputDir}/home-first-visit-banner.png` })
  },
)

test('home’s ad cards go where they say: 开奖直播 to the live view, 香港六合彩 to its game', async ({
  page,
}) => {
  const cases: [string, string, RegExp][] = [
    ['AD12', '开奖直播', /\/lottery-live\/110$/],
    ['AD01', '每晚21:32开奖，现场直播', /\/lottery-live\/110$/],
    ['AD02', '香港六合彩', /\/game\/70$/],
  ]
  for (const [code, text, target] of cases) {
    await page.goto('/')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.locator(`[data-ad="${code}"]`).getByText(text, { exact: true }).click()
    await expect(page).toHaveURL(target)
  }
  // 开奖直播 leads to the live view of the game home shows: Hong Kong's on its tab.
  await page.goto('/?game=70')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.locator('[data-ad="AD12"]').getByText('开奖直播', { exact: true }).click()
  await expect(page).toHaveURL(/\/lottery-live\/70$/)
  await expect(page.getByRole('heading', { name: '香港六合彩 开奖直播' })).toBeVisible()
  // A bare live view opens the live game's.
  await page.goto('/lottery-live')
  await expect(page).toHaveURL(/\/lottery-live\/110$/)
})

test('?code prefills the promotion code of the register form', async ({ page, request }) => {
  await withRegisterLimit(request, { intrCode: 2 }, async () => {
    await page.goto('/?code=8866001')
    await page.getByRole('banner').getByRole('link', { name: '注册' }).click()
    await expect(page.getByLabel('推广码')).toHaveValue('8866001')
  })
})

test('/recommend shows the game grid and the game-center categories; /macau-lottery is home with Macau', async ({
  page,
}) => {
  await page.goto('/recommend')
  const lottery = page.getByRole('navigation', { name: '彩票推荐' })
  await expect(lottery.getByRole('link', { name: '新澳门六合彩' })).toHaveAttribute('href', '/game/110')
  await expect(lottery.getByRole('link', { name: '香港六合彩' })).toHaveAttribute('href', '/game/70')
  await expect(lottery.getByRole('link')).toHaveCount(28)
  const more = page.getByRole('navigation', { name: '更多游戏' })
  await expect(more.getByRole('link', { name: '真人' })).toHaveAttribute('href', '/game-center#live')
  await expect(more.getByRole('link', { name: '在线客服' })).toHaveAttribute('href', '/services')
  // Each category its own glyph, not one gamepad for all.
  const icons = await more
    .locator('[data-icon]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')))
  expect(icons).toEqual(['fish', 'live', 'slot', 'cards', 'sport', 'support'])
  // /recommend counts as home in the bottom navigation.
  await expect(
    page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '首页' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  await page.goto('/macau-lottery')
  await expect(page.getByRole('region', { name: '新澳门六合彩' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '首页' }),
  ).toHaveAttribute('aria-current', 'page')
})
