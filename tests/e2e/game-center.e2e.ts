import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { accounts, logIn, startTrial } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

/**
 * Opens the game center with the notice popup already seen, once the page has hydrated: the category
 * comes from the address's hash and the searches filter on the client, so both need the page's script.
 */
async function open(page: Page, hash = '') {
  await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
  await page.goto(`/game-center${hash}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.locator('main')).toHaveAttribute('data-category', hash.slice(1) || 'hot')
}

const grid = (page: Page, label: string) => page.getByRole('list', { name: `${label}游戏` })

test('the notice popup shows once per session', async ({ page }) => {
  await page.goto('/game-center')
  const popup = page.getByRole('dialog', { name: '公告' })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: '我知道了' }).click()
  await page.reload()
  await expect(page.locator('main[data-category="hot"]')).toBeVisible()
  await expect(page.getByRole('dialog', { name: '公告' })).toHaveCount(0)
})

test('hash navigation across every category, with back and forward', async ({ page }) => {
  await open(page)
  await expect(page.locator('main')).toHaveAttribute('data-category', 'hot')
  const tabs = page.getByRole('tablist', { name: '游戏分类' })
  const expected: [string, string, string][] = [
    ['彩票', 'LOTTERY', '新澳门六合彩'],
    ['捕鱼', 'fish', '捕鱼王'],
    ['电子', 'electronic', '麻将胡了'],
    ['棋牌', 'card', '抢庄牛牛'],
    ['真人', 'live', 'AG旗舰厅'],
    ['体育', 'sport', '沙巴体育'],
  ]
  for (const [label, key, first] of expected) {
    await tabs.getByRole('tab', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`#${key}$`))
    await expect(grid(page, label).getByRole('button', { name: first, exact: true })).toBeVisible()
  }
  await expect(page.getByText('没有更多游戏了')).toBeVisible()
  // Wide tiles one per row for sport; provider filter everywhere but lottery.
  await expect(page.locator('[data-shape="wide"]').first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/#live$/)
  await expect(tabs.getByRole('tab', { name: '真人' })).toHaveAttribute('aria-selected', 'true')
  await page.goBack()
  await expect(page).toHaveURL(/#card$/)
  await page.goForward()
  await expect(page).toHaveURL(/#live$/)
  await open(page, '#LOTTERY')
  await expect(page.getByRole('button', { name: '供应商' })).toHaveCount(0)
  await expect(grid(page, '彩票').getByRole('button', { name: '新澳门六合彩', exact: true })).toBeVisible()
})

test('in-category search with and without results', async ({ page }) => {
  await open(page, '#electronic')
  const search = page.getByRole('searchbox', { name: '搜索游戏名称' })
  await expect(search).toHaveAttribute('placeholder', '请输入游戏名称')
  await search.fill('  麻将 ')
  await search.press('Enter')
  const list = grid(page, '电子')
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('button', { name: '麻将胡了2', exact: true })).toBeVisible()
  await search.fill('没有这个游戏')
  await search.press('Enter')
  await expect(page.getByText('暂无数据')).toBeVisible()
  // Changing category resets the search.
  await page.getByRole('tab', { name: '棋牌' }).click()
  await expect(page.getByRole('searchbox', { name: '搜索游戏名称' })).toHaveValue('')
  await expect(grid(page, '棋牌').getByRole('listitem').first()).toBeVisible()
})

test('provider filter: choose, reset and done; a category change resets it', async ({ page }) => {
  await open(page, '#electronic')
  const list = grid(page, '电子')
  await expect(list.getByRole('listitem')).toHaveCount(13)
  await page.getByRole('button', { name: '供应商' }).click()
  const drawer = page.getByRole('dialog', { name: '所有供应商' })
  await expect(drawer.getByRole('checkbox').first()).toHaveAccessibleName('所有平台')
  await expect(drawer.getByRole('checkbox', { name: '所有平台' })).toHaveAttribute('aria-checked', 'true')
  await drawer.getByRole('checkbox', { name: 'PG电子' }).click()
  await expect(drawer.getByRole('checkbox', { name: '所有平台' })).toHaveAttribute('aria-checked', 'false')
  await drawer.getByRole('button', { name: '重置' }).click()
  await expect(drawer.getByRole('checkbox', { name: '所有平台' })).toHaveAttribute('aria-checked', 'true')
  await drawer.getByRole('checkbox', { name: 'PG电子' }).click()
  await drawer.getByRole('button', { name: '完成' }).click()
  await expect(drawer).toHaveCount(0)
  await expect(list.getByRole('button', { name: '麻将胡了', exact: true })).toBeVisible()
  // Polled: a count read once could be of the list before the filter's render.
  await expect.poll(() => list.getByRole('listitem').count()).toBeLessThan(13)
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('tab', { name: '捕鱼' }).click()
  await page.getByRole('button', { name: '供应商' }).click()
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: '所有平台' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
})

test('a game in maintenance shows 维护中 and does not launch', async ({ page }) => {
  await open(page, '#live')
  const down = grid(page, '真人').getByRole('button', { name: 'DG百家乐 维护中' })
  await expect(down).toBeVisible()
  await down.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/game-center#live$/)
})

test('a guest is sent to login for a third-party game and for follow gets 请先登录', async ({ page }) => {
  await open(page, '#live')
  const beforeFollow = await statusMark(page)
  await grid(page, '真人').getByRole('button', { name: '关注AG旗舰厅' }).click()
  await expectStatusSince(page, '请先登录', beforeFollow)
  await grid(page, '真人').getByRole('button', { name: 'AG旗舰厅', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fgame-center%23live/)
})

test('a trial account is refused a third-party game', async ({ page }) => {
  await startTrial(page)
  await open(page, '#live')
  const beforeAction = await statusMark(page)
  await grid(page, '真人').getByRole('button', { name: 'AG旗舰厅', exact: true }).click()
  await expectStatusSince(page, '试玩账户无法进行该操作，请注册正式账户!', beforeAction)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a member confirms 立即进入游戏! and the demo game opens in a new window; follow toggles', async ({
  page,
  context,
}) => {
  await logIn(page, accounts.member)
  await open(page, '#live')
  await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0)
  const list = grid(page, '真人')
  await list.getByRole('button', { name: 'AG旗舰厅', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: '立即进入游戏!' })
  await expect(confirm.getByRole('button', { name: '取消' })).toBeVisible()
  const popup = context.waitForEvent('page')
  await confirm.getByRole('button', { name: '确定' }).click()
  const game = await popup
  await game.waitForLoadState()
  await expect(game).toHaveURL(/\/demo-game\/AG\/AG_LIVE_FLAGSHIP/)
  await expect(game.getByRole('heading', { name: 'AG旗舰厅' })).toBeVisible()
  await game.close()

  const star = list.getByRole('button', { name: '关注AG旗舰厅' })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  // Optimistic: wait for the platform to store the follow before reloading.
  const saved = page.waitForResponse((r) => r.url().includes('/resources/game-follow') && r.ok())
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await saved
  await page.reload()
  await expect(grid(page, '真人').getByRole('button', { name: '关注AG旗舰厅' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a lottery game goes to /game/{id}', async ({ page }) => {
  await open(page, '#LOTTERY')
  await grid(page, '彩票').getByRole('button', { name: '新澳门六合彩', exact: true }).click()
  await expect(page).toHaveURL(/\/game\/110$/)
  await expect(page.getByRole('heading', { name: '新澳门六合彩投注' })).toBeAttached()
})

test('shortcuts send a guest to login', async ({ page }) => {
  await open(page)
  await page.getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name: '充值' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Frecharge/)
})
