import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, HOME_MODALS_SEEN_KEY, test, VIP_DOMAIN_NOTICE_SEEN_KEY } from './support/fixtures'
import { scrollSettleMs, scrollUntil } from './support/scroll'
import { accounts, logIn } from './support/session'

/** MB04 一肖中特 of Macau (the feed's second card): groups of ten issues, five shown collapsed. */
const MB04 = { id: 1002, name: '一肖中特' }

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: '资讯列表' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const rowsOf = (page: Page, name: string) => cardOf(page, name).locator('[role="tabpanel"] [data-item]')

test("a member's home sends cards collapsed; 展开 loads the card's remaining rows without reloading the page", async ({
  page,
  request,
}) => {
  const info = await (
    await request.get(`${platformOrigin}/app-api/game-document/template/info/110/${MB04.id}`)
  ).json()
  const newestRows = Math.min(15, info.data.groups[0].items.length as number)
  expect(newestRows).toBeGreaterThan(5)

  await logIn(page, accounts.member)
  await page.goto('/')
  await expect(rowsOf(page, MB04.name)).toHaveCount(5)
  // The server rendered the first three cards, and hydration renders no more; the live feed renders the
  // rest of the page a few at a time as the reader scrolls towards them, so its cards answer clicks from
  // then on (before that, 展开 would open the card's own page).
  const feed = page.getByRole('list', { name: '资讯列表' }).locator(':scope > li')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(feed).toHaveCount(3)
  await scrollUntil(page, () => expect(feed).not.toHaveCount(3, { timeout: scrollSettleMs }), {
    step: 1500,
    timeout: 30_000,
  })
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search))
  // A fetcher's request (single fetch asks `/resources/template-rows.data?…`).
  const rowsAnswer = page.waitForResponse(
    (r) =>
      r.url().includes('/resources/template-rows') &&
      r.url().includes(`gameId=110&templateId=${MB04.id}`) &&
      r.ok(),
  )
  await cardOf(page, MB04.name).getByRole('button', { name: '展开' }).click()
  await rowsAnswer
  await expect(rowsOf(page, MB04.name)).toHaveCount(newestRows)
  await expect(cardOf(page, MB04.name).getByRole('button', { name: '收起' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  // One request for the rows, no revalidation of the page's data (single fetch asks `/_root.data` for that).
  expect(requests.filter((path) => path.includes('/resources/template-rows'))).toHaveLength(1)
  expect(
    // (The feed's next page, a resource too, may load meanwhile if the reveal above reached its end.)
    requests.filter((path) => /\.data(\?|$)/.test(path) && !path.startsWith('/resources/')),
  ).toEqual([])
  // Collapsing and expanding again asks for nothing more.
  await cardOf(page, MB04.name).getByRole('button', { name: '收起' }).click()
  await expect(rowsOf(page, MB04.name)).toHaveCount(5)
  await cardOf(page, MB04.name).getByRole('button', { name: '展开' }).click()
  await expect(rowsOf(page, MB04.name)).toHaveCount(newestRows)
  expect(requests.filter((path) => path.includes('/resources/template-rows'))).toHaveLength(1)
})

test("cards read once for many members carry each member's own favourite", async ({ browser, page }) => {
  await logIn(page, accounts.member)
  await page.goto('/')
  const star = cardOf(page, MB04.name).getByRole('button', { name: /^(已收藏|收藏)$/ })
  if ((await star.getAttribute('aria-pressed')) === 'false') {
    const saved = page.waitForResponse((r) => r.url().includes('/resources/template-like') && r.ok())
    await star.click()
    await saved
  }
  await page.reload()
  await expect(cardOf(page, MB04.name).getByRole('button', { name: '已收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Another member opens home within the shared read's second: the favourite is not theirs.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const otherPage = await other.newPage()
  // Like the suite's own pages, this one has seen home's modals already.
  await otherPage.addInitScript(
    (keys) => {
      for (const key of keys) sessionStorage.setItem(key, '1')
    },
    [HOME_MODALS_SEEN_KEY, VIP_DOMAIN_NOTICE_SEEN_KEY],
  )
  await logIn(otherPage, accounts.fresh)
  await otherPage.goto('/')
  await expect(cardOf(otherPage, MB04.name).getByRole('button', { name: '收藏' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await other.close()

  const removed = page.waitForResponse((r) => r.url().includes('/resources/template-like') && r.ok())
  await cardOf(page, MB04.name).getByRole('button', { name: '已收藏' }).click()
  await removed
})

test('without JavaScript home shows the first screenful of cards, and 展开 opens a card whole', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/')
  const feed = page.getByRole('list', { name: '资讯列表' })
  await expect(feed.locator(':scope > li')).toHaveCount(3)
  await expect(rowsOf(page, MB04.name)).toHaveCount(5)
  await page.screenshot({ path: 'test-results/home-cards-nojs.png' })
  await cardOf(page, MB04.name).getByRole('button', { name: '展开' }).click()
  await expect(page).toHaveURL(new RegExp(`/template/110/${MB04.id}\\??$`))
  await expect(page.getByRole('heading', { name: MB04.name })).toBeVisible()
  await expect(page.locator('[role="tabpanel"] [data-item]').first()).toBeVisible()
  // The page may still be streaming in: the count is polled until the document is whole.
  await expect.poll(() => page.locator('[role="tabpanel"] [data-item]').count()).toBeGreaterThan(5)
  // The cards after the first screenful: the link under the feed has the server render them all.
  await page.goto('/')
  await page.getByRole('link', { name: '显示全部资料' }).click()
  await expect(page).toHaveURL(/[?&]cards=1/)
  await expect
    .poll(() => page.getByRole('list', { name: '资讯列表' }).locator(':scope > li').count())
    .toBeGreaterThan(3)
  await context.close()
})
