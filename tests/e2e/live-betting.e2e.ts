import { defaultReportRange, formatDate } from '@liuhe/domain'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'

test('a member plays a demo casino round and finds it in 游戏记录, with the round in its details', async ({
  page,
  context,
}) => {
  await logIn(page, accounts.member)
  await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
  await page.goto('/game-center#live')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page
    .getByRole('list', { name: '真人游戏' })
    .getByRole('button', { name: 'AG旗舰厅', exact: true })
    .click()
  const popup = context.waitForEvent('page')
  await page.getByRole('dialog', { name: '立即进入游戏!' }).getByRole('button', { name: '确定' }).click()
  const game = await popup
  await game.waitForLoadState()
  // The provider's page knows the member through the launch ticket: it shows the balance and a round.
  await expect(game.getByText(/余额 [\d.]+ 元/)).toBeVisible()
  await game.getByRole('radio', { name: '50 元' }).check()
  await game.getByRole('button', { name: '开始游戏' }).click()
  await expect(game.getByRole('status')).toContainText('本局：投注 50.00 元')
  await game.close()

  await page.goto('/live-betting')
  const row = page.getByRole('row', { name: /AG旗舰厅/ })
  await expect(row.getByRole('cell').first()).toHaveText('1')
  await expect(row.getByRole('cell').nth(1)).toHaveText('50.00')
  await row.getByRole('link', { name: 'AG旗舰厅' }).click()
  await expect(page).toHaveURL(/\/live-betting-detail\?gameCode=AG_LIVE_FLAGSHIP&startDate=/)
  await expect(page.getByRole('heading', { name: 'AG旗舰厅' })).toBeVisible()
  const rounds = page.getByRole('table').getByRole('row')
  // The head row and the one round.
  await expect(rounds).toHaveCount(2)
  await expect(rounds.nth(1).getByRole('cell').first()).toHaveText('50.00')
  await expect(page.getByText('共 1 条 · 第 1 页')).toBeVisible()
})

test('the report refuses a range ending before it starts and keeps the dates typed', async ({ page }) => {
  await logIn(page, accounts.member)
  await page.goto('/live-betting')
  const today = defaultReportRange(Date.now())
  await expect(page.getByLabel('开始日期')).toHaveValue(today.startDate)
  await expect(page.getByLabel('结束日期')).toHaveValue(today.endDate)
  const yesterday = formatDate(Date.now() - 86_400_000, 'YYYY-MM-DD')
  await page.getByLabel('开始日期').fill(today.endDate)
  await page.getByLabel('结束日期').fill(yesterday)
  await page.getByRole('button', { name: '搜索' }).click()
  await expect(page.getByRole('alert')).toHaveText('结束日期不能早于开始日期')
  await expect(page.getByLabel('开始日期')).toHaveValue(today.endDate)
  await expect(page.getByLabel('结束日期')).toHaveValue(yesterday)
})

test('a guest asking for 游戏记录 is sent to login and comes back', async ({ page }) => {
  await page.goto('/live-betting')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Flive-betting/)
})
