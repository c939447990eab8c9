import { randomUUID } from 'node:crypto'
import { createLiuheApi, type LiuheApi } from '@liuhe/api'
import { formatChinaTime, formatMoney } from '@liuhe/domain'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { scrollSettleMs, scrollUntil } from './support/scroll'
import { logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

/**
 * The bettor of these tests. Not demo01: the profile tests read demo01's seeded balance, and the bets placed
 * and settled here would change it.
 */
const bettor = { account: 'vip001', password: 'Vip12345' } as const

/** Six-mark games whose open turn the draw hook draws (daily and weekly games), in order of preference. */
const sixMarkGames = [110, 70] as const
/** A turn closing sooner than this is skipped: its bets could close while the test runs. */
const CLOSE_MARGIN_MS = 60_000

async function signedInApi(): Promise<LiuheApi> {
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const { token } = await guest.auth.login({ account: bettor.account, password: bettor.password })
  return createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
}

/**
 * A six-mark game open for bets for at least another minute, and its turn: Macau (110), or Hong Kong (70)
 * in the minutes before Macau's draw; in the one minute both close (Tuesdays, Thursdays and Saturdays at
 * 21:29) it waits for Hong Kong's next turn.
 */
async function openSixMarkTurn(api: LiuheApi): Promise<{ gameId: number; turnNum: string }> {
  const deadline = Date.now() + 90_000
  for (;;) {
    for (const gameId of sixMarkGames) {
      const { cur, serverTime } = await api.lottery.openInfo(gameId)
      if ((cur.betEndTime ?? 0) - serverTime > CLOSE_MARGIN_MS) return { gameId, turnNum: cur.turnNum }
    }
    if (Date.now() > deadline) throw new Error('no six-mark turn open for bets')
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
}

/** Places one 10 元 特码A bet per number on the open turn; returns the order numbers by number. */
async function placeBets(api: LiuheApi, turn: { gameId: number; turnNum: string }, cells: readonly string[]) {
  const result = await api.bets.place({
    ...turn,
    idempotencyKey: `bet-list-${randomUUID()}`,
    bets: cells.map((cell) => ({ playId: 'sm.tema.a', selection: { kind: 'single', cell }, stake: 10 })),
  })
  return new Map(result.orders.map((order, index) => [cells[index] as string, order.orderNo]))
}

const betList = (page: Page) => page.getByRole('list', { name: '注单列表' })
/** The bets of the list: its own items, not those of a drawn bet's list of balls. */
const betRows = (page: Page) => betList(page).locator(':scope > li')
/** The row of the bet on `cell` (特码A {cell}). */
const rowOf = (page: Page, cell: string) => betRows(page).filter({ hasText: `特码A ${cell} ` })
/** The row of the bet with this order number. */
const rowByOrder = (page: Page, orderNo: string) => betRows(page).filter({ hasText: orderNo })
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '注单状态' }).getByRole('link', { name, exact: true })
/**
 * Ticks or unticks a react-aria checkbox or switch the way a keyboard user does: its input is visually
 * hidden under the drawn box, so a pointer lands on the label.
 */
async function press(page: Page, control: Locator) {
  await control.focus()
  await page.keyboard.press('Space')
}
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()

async function openBetList(page: Page) {
  await logIn(page, bettor, '/auth/login?redirectTo=%2Fbet-list')
  await expect(page).toHaveURL(/\/bet-list$/)
  await hydrated(page)
}

async function withCancelSetting(request: APIRequestContext, hyIsCancel: number, body: () => Promise<void>) {
  const stored = (await (await request.get(`${platformOrigin}/sys-upload/data/json/config.json`)).json()).data
  const set = (value: unknown) =>
    request.post(`${platformOrigin}/app-api/__test__/config`, { data: { key: 'config', value } })
  await set({ ...stored, sys_config: { ...stored.sys_config, hy_is_cancel: hyIsCancel } })
  try {
    await body()
  } finally {
    await set(stored)
  }
}

test('a member sees placed bets in 全部 and 未结算, cancels one, and it moves to 已撤单 with the money back', async ({
  page,
}) => {
  const api = await signedInApi()
  const turn = await openSixMarkTurn(api)
  const orders = await placeBets(api, turn, ['11', '12'])
  const moneyAfterBets = (await api.user.checkMoney()).money

  // 已撤单 is empty before anything is cancelled.
  await logIn(page, bettor, '/auth/login?redirectTo=%2Fbet-list%3Ftab%3D4')
  await expect(page).toHaveURL(/\/bet-list\?tab=4$/)
  await expect(page.getByText('暂无数据')).toBeVisible()
  await page.screenshot({ path: '/tmp/bet-list-empty.png' })

  await tab(page, '全部').click()
  await expect(page).toHaveURL(/\/bet-list\?tab=1$/)
  await expect(tab(page, '全部')).toHaveAttribute('aria-current', 'page')
  for (const cell of ['11', '12']) await expect(rowOf(page, cell)).toContainText('未结算')
  await expect(rowOf(page, '11')).toContainText('10.00 元')
  await expect(rowOf(page, '11')).toContainText(`${turn.turnNum}期`)
  await page.screenshot({ path: '/tmp/bet-list-all.png' })

  await tab(page, '未结算').click()
  await expect(page).toHaveURL(/\/bet-list\?tab=2$/)
  await expect(rowOf(page, '11')).toBeVisible()
  await hydrated(page)

  // Cancel mode: a checkbox on each cancellable row, 全选, and a confirmation before anything is asked.
  await page.getByRole('button', { name: '撤单', exact: true }).click()
  const toggle = page.getByRole('button', { name: '取消', exact: true })
  await expect(toggle).toBeVisible()
  const confirm = page.getByRole('button', { name: '确认撤单' })
  await expect(confirm).toBeDisabled()
  const selectAll = page.getByRole('checkbox', { name: '全选' })
  await press(page, selectAll)
  await expect(page.getByRole('checkbox', { name: `选择注单 ${orders.get('12')}` })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: `选择注单 ${orders.get('11')}` })).toBeChecked()
  await press(page, selectAll)
  await expect(page.getByText('已选 0 注')).toBeVisible()
  await press(page, page.getByRole('checkbox', { name: `选择注单 ${orders.get('11')}` }))
  await expect(page.getByText('已选 1 注')).toBeVisible()
  await page.screenshot({ path: '/tmp/bet-list-cancel-mode.png' })
  await confirm.click()
  const dialog = page.getByRole('dialog', { name: '确认撤销所选注单？' })
  await expect(dialog).toBeVisible()
  await page.screenshot({ path: '/tmp/bet-list-cancel-confirm.png' })
  const beforeCancel = await statusMark(page)
  await dialog.getByRole('button', { name: '确定' }).click()

  await expectStatusSince(page, '撤销成功', beforeCancel)
  // The list reloads: the cancelled bet leaves 未结算, and cancel mode ends.
  await expect(rowOf(page, '11')).toHaveCount(0)
  await expect(rowOf(page, '12')).toBeVisible()
  await expect(page.getByRole('button', { name: '撤单', exact: true })).toBeVisible()
  expect((await api.user.checkMoney()).money).toBe(moneyAfterBets + 10)

  await tab(page, '已撤单').click()
  await expect(rowOf(page, '11')).toContainText('已撤单')
  await expect(rowOf(page, '12')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/bet-list-cancelled.png' })

  // The same bet again is the platform's refusal, shown as it words it.
  await expect(api.bets.cancel([orders.get('11') as string])).rejects.toThrow('该记录不能撤销！')
})

test('with cancelling turned off, 撤单 says so instead of opening cancel mode', async ({ page, request }) => {
  await withCancelSetting(request, 0, async () => {
    await openBetList(page)
    const beforeCancel = await statusMark(page)
    await page.getByRole('button', { name: '撤单', exact: true }).click()
    await expectStatusSince(page, '注单状态不能撤单，请刷新页面！', beforeCancel)
    await expect(page.getByRole('checkbox', { name: '全选' })).toHaveCount(0)
    await page.screenshot({ path: '/tmp/bet-list-cancel-disabled.png' })
  })
})

test('a bet shows its order number; once drawn, the drawn numbers and its result beside the pick', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const api = await signedInApi()
  const turn = await openSixMarkTurn(api)
  const orders = await placeBets(api, turn, ['07', '08'])
  const won = orders.get('07') as string
  const lost = orders.get('08') as string

  // Open: the order number with its copy button, no draw yet, and no [信] tag.
  await logIn(page, bettor, '/auth/login?redirectTo=%2Fbet-list%3Ftab%3D2')
  await expect(page).toHaveURL(/\/bet-list\?tab=2$/)
  await hydrated(page)
  const openRow = rowByOrder(page, won)
  await expect(openRow).toContainText(`注单号${won}`)
  await expect(openRow).toContainText('未结算')
  await expect(openRow.getByRole('list', { name: /开奖号码$/ })).toHaveCount(0)
  await expect(betList(page)).not.toContainText('[信]')
  await openRow.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/bet-list-open.png' })
  const beforeCopy = await statusMark(page)
  await openRow.getByRole('button', { name: `复制注单号 ${won}` }).click()
  await expectStatusSince(page, '复制成功', beforeCopy)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(won)

  // Draw the turn with 07 as the special number: the 特码A 07 bet wins, the 08 one does not.
  const draw = await fetch(`${platformOrigin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: turn.gameId, openNum: '01,02,03,04,05,06,07' }),
  })
  expect(draw.ok).toBe(true)
  const { rows } = await api.bets.todayList({ status: 1, page: 1, rows: 100 })
  const settled = rows.find((order) => order.orderNo === won)
  expect(settled?.reward).toBeGreaterThan(10)

  await tab(page, '已结算').click()
  await expect(page).toHaveURL(/\/bet-list\?tab=3$/)
  const wonRow = rowByOrder(page, won)
  await expect(wonRow).toContainText(`注单号${won}`)
  // The result sits on the pick's line.
  await expect(wonRow.getByText('特码A 07', { exact: true })).toBeVisible()
  await expect(
    wonRow.getByText('特码A 07', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('已中奖')
  await expect(wonRow).toContainText(`奖金${formatMoney(settled?.reward ?? 0, { symbol: false })} 元`)
  const drawn = wonRow.getByRole('list', { name: `第${turn.turnNum}期开奖号码` })
  const balls = drawn.getByRole('img')
  await expect(balls).toHaveCount(7)
  await expect(balls.first()).toHaveAccessibleName(/^01 红波/)
  await expect(balls.last()).toHaveAccessibleName(/^07 红波 .+ 特码$/)
  const lostRow = rowByOrder(page, lost)
  await expect(
    lostRow.getByText('特码A 08', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('未中奖')
  await expect(lostRow.getByRole('list', { name: `第${turn.turnNum}期开奖号码` })).toBeVisible()
  await wonRow.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/bet-list-settled.png' })
})

test('历史 lists today and opens its orders, with a way back to the days', async ({ page }) => {
  const api = await signedInApi()
  await placeBets(api, await openSixMarkTurn(api), ['33'])
  const today = formatChinaTime(Date.now()).slice(0, 10)

  await openBetList(page)
  await tab(page, '历史').click()
  await expect(page).toHaveURL(/\/bet-list\?tab=5$/)
  const days = page.getByRole('list', { name: '每日汇总' })
  const day = days.getByRole('link', { name: new RegExp(`^${today}`) })
  await expect(day).toContainText(/投注金额 [\d,]+\.\d{2} 元/)
  await expect(day).toContainText(/输赢 -?[\d,]+\.\d{2} 元/)
  await page.screenshot({ path: '/tmp/bet-list-history.png' })

  await day.click()
  await expect(page).toHaveURL(new RegExp(`/bet-list\\?tab=5&date=${today}$`))
  await expect(page.getByRole('heading', { name: `${today} 注单` })).toBeVisible()
  await expect(rowOf(page, '33')).toBeVisible()
  await page.screenshot({ path: '/tmp/bet-list-history-day.png' })

  await page.getByRole('link', { name: '返回每日汇总' }).click()
  await expect(page).toHaveURL(/\/bet-list\?tab=5$/)
  await expect(days).toBeVisible()
})

test('the filter drawer: search, game choice, and compact rows that stay after a reload', async ({
  page,
}) => {
  const api = await signedInApi()
  const turn = await openSixMarkTurn(api)
  const orders = await placeBets(api, turn, ['44', '45'])

  await openBetList(page)
  await page.getByRole('button', { name: '筛选' }).click()
  const drawer = page.getByRole('dialog', { name: '筛选' })
  await expect(drawer).toBeVisible()
  await page.screenshot({ path: '/tmp/bet-list-filter.png' })

  // Search by order number: only that bet is left.
  await drawer.getByRole('searchbox', { name: '搜索注单' }).fill(orders.get('44') as string)
  await press(page, drawer.getByRole('switch', { name: '简洁模式' }))
  await drawer.getByRole('button', { name: '完成' }).click()
  await expect(drawer).toBeHidden()
  await expect(betRows(page)).toHaveCount(1)
  await expect(rowOf(page, '44')).toBeVisible()
  await expect(betList(page).locator('[data-variant="compact"]')).toHaveCount(1)
  await page.screenshot({ path: '/tmp/bet-list-compact-search.png' })

  // A game with no bets today: the choice goes into the address and the list is empty.
  await page.getByRole('button', { name: '筛选' }).click()
  await drawer.getByRole('searchbox', { name: '搜索注单' }).fill('')
  await drawer.getByRole('combobox', { name: '游戏' }).selectOption({ label: '北京赛车' })
  await drawer.getByRole('button', { name: '完成' }).click()
  await expect(page).toHaveURL(/\/bet-list\?tab=1&gameId=10$/)
  await expect(page.getByText('暂无数据')).toBeVisible()

  // Compact rows are kept in the browser: still on after a reload.
  await page.goto('/bet-list?tab=1')
  await hydrated(page)
  await expect(rowOf(page, '45')).toBeVisible()
  await expect(betList(page).locator('[data-variant="full"]')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('liuhe:bet-list-compact'))).toBe('1')
  await page.screenshot({ path: '/tmp/bet-list-compact.png' })
})

test('the list shows 20 bets, loads the rest near the bottom, and ends with 没有更多数据了', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const api = await signedInApi()
  const turn = await openSixMarkTurn(api)
  await placeBets(
    api,
    turn,
    Array.from({ length: 25 }, (_, i) => String(i + 20)),
  )
  const { totalCount } = await api.bets.todayList({ page: 1, rows: 20 })
  expect(totalCount).toBeGreaterThan(20)

  await openBetList(page)
  const rows = betRows(page)
  await expect(rows).toHaveCount(20)
  await expect(page.getByText('没有更多数据了')).toHaveCount(0)
  const end = page.getByText('没有更多数据了')
  await scrollUntil(page, () => expect(end).toBeVisible({ timeout: scrollSettleMs }), { step: 3000 })
  await expect(rows).toHaveCount(totalCount)
  await end.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/bet-list-end.png' })
})

test('before the page runs, the tabs are links and the first page is already there', async ({
  page,
  browser,
}) => {
  const api = await signedInApi()
  await placeBets(api, await openSixMarkTurn(api), ['48'])
  await openBetList(page)
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  try {
    const bare = await noScript.newPage()
    await bare.goto('/bet-list?tab=3')
    await expect(rowOf(bare, '48')).toHaveCount(0)
    await tab(bare, '未结算').click()
    await expect(bare).toHaveURL(/\/bet-list\?tab=2$/)
    await expect(rowOf(bare, '48')).toContainText('未结算')
  } finally {
    await noScript.close()
  }
})

test('the report pages belong to theme2: this build answers them like any unknown page', async ({ page }) => {
  await openBetList(page)
  for (const path of ['/report', '/report/bet-list', '/report/live-betting']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('alert')).toContainText('页面不存在')
  }
})
