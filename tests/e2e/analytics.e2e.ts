import { createLiuheApi } from '@liuhe/api'
import { latestDraws, parseChinaTime, parseOpenNum, readHistory, twoSidesStats } from '@liuhe/domain'
import { errors, type Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { openTurn, untilOpen } from './support/turns'

const api = createLiuheApi({ origin: platformOrigin })
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached()

/** The newest `count` Macau draws as the platform holds them, read by the domain. */
async function macauHistory(count: number) {
  const { rows } = await api.lottery.history({ gameId: 110, rows: count })
  const draws = rows.map((row) => ({
    turnNum: row.turnNum,
    openTime: parseChinaTime(row.openTime),
    numbers: parseOpenNum(row.openNum),
  }))
  return latestDraws(readHistory('sixMark', draws), count)
}

test('the analytics families open their first page, and the betting page links the analytics', async ({
  page,
}) => {
  await page.goto('/game/110')
  await page.getByRole('link', { name: '数据分析' }).click()
  await expect(page).toHaveURL(/\/game\/110\/analytic$/)
  await expect(page.getByRole('heading', { name: '特码分析' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '生肖分析' })).toBeVisible()
  await page.goto('/game/110/analytic/special')
  await expect(page).toHaveURL(/\/game\/110\/analytic\/special\/history$/)
  await expect(page.getByRole('heading', { name: '近30期开奖' })).toBeVisible()
  await page.goto('/game/110/analytic/zodiac')
  await expect(page).toHaveURL(/\/game\/110\/analytic\/zodiac\/zodiac-reference$/)
  await expect(page.getByRole('table', { name: /年生肖对照/ })).toBeVisible()
  // A racing game has no zodiac pages.
  const response = await page.goto('/game/10/analytic/zodiac/zodiac-reference')
  expect(response?.status()).toBe(404)
})

test('两面统计 over 100 draws shows the domain figures of the platform history', async ({ page }) => {
  await page.goto('/game/110/analytic/special/both-side?n=100')
  const history = await macauHistory(100)
  const [special, total] = twoSidesStats(history)
  for (const [position, stats] of [
    ['特码', special!.stats],
    ['总和', total!.stats],
  ] as const) {
    const table = page.getByRole('table', { name: `${position}两面 近100期` })
    const shown: Record<string, string[]> = {}
    for (const row of await table.locator('tbody tr').all()) {
      const head = (await row.locator('th').textContent())!.replace(/[热冷]/g, '')
      shown[head] = (await row.locator('td').allTextContents()).map((t) => t.trim())
    }
    expect(shown).toEqual(
      Object.fromEntries(
        stats.map((s) => [s.key, [String(s.count), String(s.currentOmission), String(s.maxOmission)]]),
      ),
    )
  }
  // Any N up to 1,000 may be typed.
  await page.getByLabel('自定义期数').fill('777')
  await page.getByRole('button', { name: '统计' }).click()
  await expect(page).toHaveURL(/n=777/)
  await expect(page.getByRole('table', { name: '特码两面 近777期' })).toBeVisible()
})

test('the trend switches its period by link and its 折线 in the browser without a request', async ({
  page,
}) => {
  // axe then checks two charts of 1,500 and 2,500 cells, which takes seconds on a busy machine.
  test.slow()
  await page.goto('/game/110/analytic/special/trend')
  const history = await macauHistory(30)
  const table = page.getByRole('table', { name: '特码走势 近30期' })
  // Header, 30 draws, 4 footer rows.
  await expect(table.getByRole('row')).toHaveCount(35)
  const newest = history.draws[0]!
  const special = String(newest.special.number).padStart(2, '0')
  await expect(
    table
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: `开出 ${special}` }),
  ).toBeVisible()

  await page.getByRole('link', { name: '近50期' }).click()
  await expect(page).toHaveURL(/period=50/)
  const fifty = page.getByRole('table', { name: '特码走势 近50期' })
  await expect(fifty.getByRole('row')).toHaveCount(55)

  await hydrated(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const line = page.getByRole('button', { name: '折线' })
  await expect(line).toHaveAttribute('aria-pressed', 'false')
  // The polyline is drawn once, on its own layer, and the toggle makes it opaque or transparent (an element
  // at opacity 0 still counts as visible to Playwright, so the layer's opacity is what is checked).
  const overlay = page.locator('svg[data-overlay="line"]')
  await expect(overlay).toHaveCSS('opacity', '0')
  await line.click()
  await expect(line).toHaveAttribute('aria-pressed', 'true')
  await expect(overlay).toHaveCSS('opacity', '1')
  const points = (await page.locator('polyline').getAttribute('points'))!.trim().split(' ')
  expect(points).toHaveLength(50)
  await line.click()
  await expect(overlay).toHaveCSS('opacity', '0')
  expect(requests).toEqual([])
})

test('the trend renders as a table before any script runs', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  const response = await page.goto('/game/10/analytic/special/trend?period=100&pos=3')
  expect((await response!.body()).length).toBeLessThanOrEqual(150_000)
  await expect(page.getByRole('table', { name: '第三名走势 近100期' }).getByRole('row')).toHaveCount(105)
  await expect(page.getByRole('link', { name: '第三名' })).toHaveAttribute('aria-current', 'page')
  await context.close()
})

test('长龙助手 lists current streaks with quick bets that open the betting page on the play, side picked', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.clock.install()
  await page.goto('/game/110/analytic/lottery-helper')
  await hydrated(page)
  // Every 20 s the page reloads its data (a revalidation), not the document.
  const refresh = page.waitForRequest((request) => request.url().includes('/lottery-helper.data'))
  await page.clock.fastForward(20_000)
  await refresh
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const name = (await cards.first().getAttribute('aria-label'))!
  const length = Number(/连开(\d+)期$/.exec(name)![1])
  expect(length).toBeGreaterThanOrEqual(3)
  const bet = page
    .getByRole('list', { name: /快捷投注$/ })
    .first()
    .getByRole('link')
    .first()
  // The streak's game may be a one-minute game, closed ten seconds of each turn: the quick bet is taken on
  // an open turn with time to spare. Else the test waits for the next turn and the page's next data (the
  // streaks move with that draw).
  let href = ''
  for (;;) {
    href = (await bet.getAttribute('href'))!
    expect(href).toMatch(/^\/game\/\d+\?play=[a-z0-9.]+(&pos=\d+)?&pick=[^&]+$/)
    const gameId = Number(/^\/game\/(\d+)/.exec(href)![1])
    const turn = await openTurn(gameId)
    if (turn.betEndTime - turn.now >= 30_000) {
      // The href was read once, and the page's clock flows: a revalidation (one set off above whose answer
      // has not rendered yet, or the page's own every 20 s) can re-render the streaks between that read and
      // the click, and the first quick bet is then another one. The quick bet clicked is the one whose turn
      // was checked, found by its href; when its streak has gone meanwhile, the first one is read again.
      const checked = page
        .getByRole('list', { name: /快捷投注$/ })
        .locator(`a[href="${href}"]`)
        .first()
      const clicked = await checked.click({ timeout: 5_000 }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof errors.TimeoutError) return false
          throw error
        },
      )
      if (clicked) break
      continue
    }
    await untilOpen(gameId, 30_000)
    const next = page.waitForResponse((response) => response.url().includes('/lottery-helper.data'))
    await page.clock.fastForward(20_000)
    await next
    await expect(cards.first()).toBeVisible()
  }
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?.]/g, '\\$&')}$`))
  await expect(page.getByRole('region', { name: '当前期' })).toBeVisible()
  // The slip starts with the streak's side picked.
  await expect(page.getByText(/已选中 \d+ 注/)).toHaveText('已选中 1 注')
})

test('开奖记录 shows the latest result of every lottery game and links its history', async ({ page }) => {
  await page.goto('/lottery-record')
  const list = page.getByRole('list', { name: '各彩种最新开奖' })
  const { data: games } = await api.games.listAll({ groupType: 'LOTTERY', rows: 100 })
  await expect(list.getByRole('link', { name: '历史开奖', exact: false })).toHaveCount(games.length)
  const info = await api.lottery.openInfo(110)
  await expect(list.getByRole('list', { name: `新澳门六合彩 第${info.pre.turnNum}期开奖号码` })).toBeVisible()
  await list.getByRole('link', { name: '新澳门六合彩 历史开奖' }).click()
  await expect(page).toHaveURL(/\/lottery-history\/110$/)
  await expect(page.getByRole('heading', { name: '历史开奖', exact: true })).toBeVisible()
})
