import { createLiuheApi } from '@liuhe/api'
import type { Locator, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { logIn } from './support/session'
import { untilOpen } from './support/turns'

const root = new URL('../..', import.meta.url).pathname
/** The seeded public room (综合大厅). */
const ROOM = 1

/** The value beside a term of a details list inside `scope`. */
const detail = (scope: Page | Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`)

/** Credits a member's lottery wallet (main) or third-party games' wallet (live) through the platform's test hook. */
async function credit(account: string, yuan: number, wallet: 'main' | 'live') {
  const response = await fetch(`${platformOrigin}/app-api/__test__/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, yuan, wallet }),
  })
  expect(response.status).toBe(200)
}

/**
 * A member of its own (so no other test's bets move its balances), 18+ confirmed, holding 1,000 元 in the
 * lottery wallet and 300 元 in the third-party games' wallet: 1,300 元 in all.
 */
async function newMember() {
  const account = `wb${Date.now().toString(36).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`
  const password = 'Goodpass123'
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const { token } = await guest.auth.register({ account, password, confirmPassword: password })
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
  await api.responsible.confirmAdult()
  // Topped up to 1,000 over whatever the registration gave (注册彩金).
  const { money } = await api.user.checkMoney()
  await credit(account, 1000 - money, 'main')
  await credit(account, 300, 'live')
  expect(await api.user.checkMoney()).toEqual({ money: 1000, liveMoney: 300 })
  return { account, password, token }
}

test('the header shows the total and, a tap away, both wallets; withdraw, bills, red packets and the slip show and check the lottery wallet', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => {
    sessionStorage.setItem('liuhe:home-modals-seen', '1')
    sessionStorage.setItem('liuhe:vip-domain-notice-seen', '1')
  })
  const member = await newMember()
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token: member.token })
  await logIn(page, member)

  // The header: the total (lottery + third-party), and its breakdown behind a button.
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const total = page.getByRole('button', { name: '余额 1,300.00，查看余额明细' })
  await expect(total).toHaveAttribute('aria-expanded', 'false')
  await total.click()
  await expect(total).toHaveAttribute('aria-expanded', 'true')
  const breakdown = page.getByRole('group', { name: '余额明细' })
  await expect(detail(breakdown, '彩票余额')).toHaveText('1,000.00')
  await expect(detail(breakdown, '第三方游戏余额')).toHaveText('300.00')
  await page.screenshot({ path: `${root}test-results/wallet-header-breakdown.png` })
  await page.keyboard.press('Escape')
  await expect(breakdown).toBeHidden()
  await expect(total).toBeFocused()
  // Keyboard: Enter opens it again.
  await page.keyboard.press('Enter')
  await expect(breakdown).toBeVisible()

  // Withdraw: the lottery wallet, and 余额不足 as soon as the amount exceeds it.
  await page.goto('/withdraw-money')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const wallet = page.getByRole('region', { name: '彩票余额' })
  await expect(wallet).toContainText('1,000.00')
  await page.getByRole('textbox', { name: '提现金额' }).fill('1100')
  await expect(page.getByRole('alert').filter({ hasText: '余额不足' })).toBeVisible()
  await page.screenshot({ path: `${root}test-results/wallet-withdraw.png` })

  // Bills: both wallets above the list (together the header's total); each row's balance names its wallet.
  await page.goto('/bills')
  const balances = page.getByRole('region', { name: '账户余额' })
  await expect(detail(balances, '彩票余额')).toHaveText('1,000.00')
  await expect(detail(balances, '第三方游戏余额')).toHaveText('300.00')
  const list = page.getByRole('list', { name: '资金明细列表' })
  await expect(list.getByText('彩票余额 1,000.00')).toBeVisible()
  await expect(list.getByText('第三方游戏余额 300.00')).toBeVisible()
  await page.screenshot({ path: `${root}test-results/wallet-bills.png` })

  // Red packets: the lottery wallet, and 余额不足 for more than it holds.
  await page.goto(`/chat-rooms/${ROOM}/hong-bao`)
  await expect(page.getByText('彩票余额 1,000.00 元')).toBeVisible()
  await page.getByRole('textbox', { name: '总金额（元）' }).fill('1100')
  await page.getByRole('textbox', { name: '红包个数' }).fill('1')
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '余额不足' })).toBeVisible()
  await page.screenshot({ path: `${root}test-results/wallet-hongbao.png` })

  // The betting page (last: a bet below spends the wallet): the lottery wallet, labelled; a form it does not
  // cover is 余额不足 before any confirmation, although the header's total would cover it.
  const turn = await untilOpen(110, 45_000)
  await page.goto('/game/110')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('彩票余额 1,000.00 元')).toBeVisible()
  await page.getByRole('option', { name: /^07 / }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('1100')
  await page.getByRole('button', { name: '下注' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '余额不足' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.screenshot({ path: `${root}test-results/wallet-slip-short.png` })
  // Covered: the confirmation shows the wallet the bet is taken from.
  await page.getByRole('textbox', { name: '投注金额' }).fill('100')
  await page.getByRole('button', { name: '下注' }).click()
  const dialog = page.getByRole('dialog', { name: /下注清单/ })
  await expect(dialog).toContainText('总金额100.00 元')
  await expect(dialog).toContainText('彩票余额1,000.00 元')
  await page.screenshot({ path: `${root}test-results/wallet-slip-confirm.png` })
  await dialog.getByRole('button', { name: '取消' }).click()

  // The wallet is spent elsewhere while the confirmation is open: the platform's 余额不足 answers 确定, the
  // form keeps its picks and amount, and the page shows the wallet as it now is.
  await page.getByRole('button', { name: '下注' }).click()
  await expect(dialog).toBeVisible()
  await api.bets.place({
    gameId: 110,
    turnNum: turn.turnNum,
    idempotencyKey: `wb-${Date.now()}`,
    bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '08' }, stake: 1000 }],
  })
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '余额不足' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: '投注金额' })).toHaveValue('100')
  await expect(page.getByRole('option', { name: /^07 / })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('彩票余额 0.00 元')).toBeVisible()
})
