import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn, startTrial } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

/** MB04 一肖中特 of Macau: three groups of ten issues and a zodiac poll. */
const MB04 = '/template/110/1002'
/** MB09 十码中特: the newest rows are login-locked. */
const MB09 = '/template/110/1007'
/** MB37 VIP内幕二肖: the newest rows are recharge-locked. */
const MB37 = '/template/110/1034'

const card = (page: Page) => page.getByRole('article').first()
const rows = (page: Page) => page.locator('[role="tabpanel"] [data-item]')

test('a template opens expanded, collapses to five rows, switches groups and expands again', async ({
  page,
  request,
}) => {
  // The newest group grows by a row with every Macau draw (other suites draw), so ask the platform.
  const info = await (
    await request.get(`${platformOrigin}/app-api/game-document/template/info/110/1002`)
  ).json()
  const newestRows = info.data.groups[0].items.length as number
  expect(newestRows).toBeGreaterThanOrEqual(10)
  await page.goto(MB04)
  await expect(page.getByRole('heading', { name: '一肖中特' })).toBeVisible()
  await expect(rows(page)).toHaveCount(newestRows)
  await page.getByRole('button', { name: '收起' }).click()
  await expect(rows(page)).toHaveCount(5)
  // The second group (ten issues before the newest group) comes from the platform too.
  const second = info.data.groups[1] as { groupName: string; items: { title: string }[] }
  await page.getByRole('tab', { name: `${second.groupName}期` }).click()
  await expect(rows(page).first()).toContainText(second.items[0]!.title)
  await page.getByRole('button', { name: '展开' }).click()
  await expect(rows(page)).toHaveCount(10)
})

test('a guest cannot favourite: 请先登录', async ({ page }) => {
  await page.goto(MB04)
  const beforeFavourite = await statusMark(page)
  await card(page).getByRole('button', { name: '收藏' }).click()
  await expectStatusSince(page, '请先登录', beforeFavourite)
  await expect(card(page).getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false')
})

test('a member favourites a card, finds it in my collection, and unfavourites it', async ({ page }) => {
  await logIn(page, accounts.member)
  await page.goto(MB04)
  // The toggle is optimistic: wait for the platform to store it before leaving the page.
  const saved = page.waitForResponse((r) => r.url().includes('/resources/template-like') && r.ok())
  await card(page).getByRole('button', { name: '收藏' }).click()
  await expect(card(page).getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true')
  await saved
  await page.goto('/my-collection')
  await expect(page.getByRole('heading', { name: '一肖中特' })).toBeVisible()
  await page.goto(MB04)
  const removed = page.waitForResponse((r) => r.url().includes('/resources/template-like') && r.ok())
  await card(page).getByRole('button', { name: '已收藏' }).click()
  await expect(card(page).getByRole('button', { name: '收藏' })).toBeVisible()
  await removed
  await page.reload()
  await expect(card(page).getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false')
})

test('my collection sends guests to login', async ({ page }) => {
  await page.goto('/my-collection')
  await expect(page).toHaveURL(
    /\/auth\/login\?redirectTo=%2Fmy-collection|\/auth\/login\?redirectTo=\/my-collection/,
  )
})

test('a member votes in the zodiac poll and sees the count change', async ({ page }) => {
  await logIn(page, accounts.member)
  await page.goto(MB04)
  const poll = page.getByRole('region', { name: /生肖投票/ })
  const beforeEmptyVote = await statusMark(page)
  await poll.getByRole('button', { name: '投票' }).click()
  await expectStatusSince(page, '请先选择投票内容！', beforeEmptyVote)
  const horse = poll.getByRole('button', { name: /^马 \d+票$/ })
  const before = Number((await horse.getAttribute('aria-label'))?.match(/(\d+)票/)?.[1])
  await horse.click()
  await expect(horse).toHaveAttribute('aria-pressed', 'true')
  const beforeVote = await statusMark(page)
  await poll.getByRole('button', { name: '投票' }).click()
  await expectStatusSince(page, '投票成功！', beforeVote)
  await expect(poll.getByRole('button', { name: `马 ${before + 1}票` })).toBeVisible()
  await expect(poll.getByRole('button', { name: '已投票' })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: /生肖投票/ }).getByRole('button', { name: `马 ${before + 1}票` }),
  ).toHaveAttribute('aria-pressed', 'true')
})

test('locked cards: guests are sent to login, a member without recharge to recharge', async ({ page }) => {
  await page.goto(MB09)
  const loginLock = card(page).getByRole('link', { name: '登录后可解锁 免费查看' }).first()
  await expect(loginLock).toHaveAttribute('href', '/auth/login')
  await page.goto(MB37)
  await expect(card(page).getByRole('link', { name: '请充值任意金额开通VIP！' })).toHaveAttribute(
    'href',
    '/auth/login',
  )

  await logIn(page, accounts.fresh)
  await page.goto(MB37)
  await expect(card(page).getByRole('link', { name: '请充值任意金额开通VIP！' })).toHaveAttribute(
    'href',
    '/recharge',
  )
  await page.goto(MB09)
  await expect(card(page).getByRole('link', { name: '登录后可解锁 免费查看' })).toHaveCount(0)
})

test('the database lists documents, searches with and without results, and opens a document', async ({
  page,
}) => {
  await page.goto('/databases')
  const list = page.getByRole('list', { name: '资料列表' })
  await expect(list.getByRole('link').first()).toBeVisible()
  await page.getByRole('searchbox').fill('管家婆')
  await page.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/q=/)
  // The search renders once its loader answers; the URL may change first, and a snapshot of the links taken
  // then holds the unfiltered list. Retry until no link without the word is left.
  await expect(list.getByRole('link').filter({ hasNotText: '管家婆' })).toHaveCount(0)
  await expect(list.getByRole('link', { name: '管家婆精选十码' })).toBeVisible()

  await page.getByRole('searchbox').fill('不存在的资料')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByText('暂无数据')).toBeVisible()

  await page.goto('/databases?gameId=110')
  await page.getByRole('list', { name: '资料列表' }).getByRole('link', { name: '管家婆精选十码' }).click()
  await expect(page).toHaveURL(/\/template\/110\/1101\?documentId=10001/)
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('the database’s category chips read row by row and wrap, none cut off', async ({ page }) => {
  await page.goto('/databases?gameId=110')
  const chips = page.getByRole('navigation', { name: '玩法分类' }).getByRole('link')
  await expect(chips.first()).toBeVisible()
  const boxes = await chips.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      return { top: Math.round(box.top), left: box.left, right: box.right }
    }),
  )
  expect(boxes.length).toBeGreaterThan(2)
  const width = page.viewportSize()!.width
  for (const [i, box] of boxes.entries()) {
    // Inside the screen: nothing cut off or scrolled out of view.
    expect(box.left, `chip ${i}`).toBeGreaterThanOrEqual(0)
    expect(box.right, `chip ${i}`).toBeLessThanOrEqual(width)
    // Row-major: each chip is right of the one before on its row, or starts a lower row.
    const before = boxes[i - 1]
    if (before) expect(box.top > before.top || (box.top === before.top && box.left > before.left)).toBe(true)
  }
  await expect(chips.filter({ hasText: '高手资料' })).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: `${test.info().outputDir}/databases-chips.png` })
})

test('a trial account cannot favourite and sees the login lock', async ({ page }) => {
  await startTrial(page)
  await page.goto(MB09)
  await expect(card(page).getByRole('link', { name: '登录后可解锁 免费查看' }).first()).toHaveAttribute(
    'href',
    '/auth/login',
  )
  const beforeAction = await statusMark(page)
  await card(page).getByRole('button', { name: '收藏' }).click()
  await expectStatusSince(page, '试玩账户无法进行该操作，请注册正式账户!', beforeAction)
})
