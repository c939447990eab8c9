import { createLiuheApi } from '@liuhe/api'
import { displayedBalance, formatWalletBalance } from '@liuhe/domain'
import { platformOrigin } from './playwright.config'
import { expectAccessible } from './support/axe'
import { withPausedClock } from './support/clock'
import { expect, test } from './support/fixtures'
import { accounts, logIn, startTrial } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

test('a guest profile offers login and register', async ({ page }) => {
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: '您还未登录' })).toBeVisible()
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible()
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0)
  await expectAccessible(page)
})

test('member profile: VIP progress, wallet refresh, shortcuts without the agent entry, then logout', async ({
  page,
}) => {
  await logIn(page, accounts.member, '/auth/login?redirectTo=/profile')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: accounts.member.account })).toBeVisible()
  // demo01: VIP3 with 12,600 of the 50,000 cycle bets VIP4 needs.
  await expect(page.getByText('VIP3')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'VIP升级进度' })).toHaveAttribute('aria-valuenow', '25')
  // money + liveMoney as the platform holds them (other suites bet with demo01: 5,608.50 when seeded).
  const { token } = await createLiuheApi({ origin: platformOrigin }).auth.login(accounts.member)
  const api = createLiuheApi({ origin: platformOrigin, token })
  const platformBalance = async () => formatWalletBalance(displayedBalance((await api.user.info()).extInfo))
  const wallet = page.getByRole('region', { name: '账户余额' })
  const refresh = () => wallet.getByRole('button', { name: '刷新余额' }).click()
  // The page shows the balance it was rendered with. A bet of another suite can settle between that render
  // and the platform read (a turn ends every minute): then the platform is read again after a refresh.
  let tries = 0
  await expect(async () => {
    if (tries++ > 0) await refresh()
    await expect(wallet).toContainText(await platformBalance(), { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await refresh()
  await expect(async () => {
    await expect(wallet).toContainText(await platformBalance(), { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const shortcuts = page.getByRole('navigation', { name: '我的功能' })
  await expect(shortcuts.getByRole('link', { name: '投注记录' })).toHaveAttribute('href', '/bet-list')
  await expect(shortcuts.getByRole('link', { name: /消息通知/ })).toBeVisible()
  await expect(shortcuts.getByRole('link', { name: '推广赚钱' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '福利中心' })).toHaveAttribute('href', '/bonus-center')
  await expectAccessible(page)

  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible()
  // The session is gone: a guarded page asks for login again.
  await page.goto('/bills')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
})

test('an agent sees 推广赚钱', async ({ page }) => {
  await logIn(page, accounts.agent, '/auth/login?redirectTo=/profile')
  await expect(
    page.getByRole('navigation', { name: '我的功能' }).getByRole('link', { name: '推广赚钱' }),
  ).toHaveAttribute('href', '/agent')
})

test('a trial account is refused recharge and withdraw from the wallet card and by address', async ({
  page,
}) => {
  await startTrial(page)
  const wallet = page.getByRole('region', { name: '账户余额' })
  for (const entry of ['充值', '提现']) {
    const beforeAction1 = await statusMark(page)
    // The refusal sends the router back to /profile, whose data load answers with a session cookie. The typed
    // address below waits for that answer: arriving later, it would overwrite the cookie that carries the
    // typed address's message (docs/resilience.md, "A late answer can overwrite a cookie").
    const profileLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/profile.data',
    )
    await wallet.getByRole('link', { name: entry }).click()
    await expectStatusSince(page, '试玩账户无法进行该操作，请注册正式账户!', beforeAction1)
    await expect(page).toHaveURL(/\/profile$/)
    await profileLoaded
  }
  // Typed addresses are refused the same way (no page to come back to: home).
  await withPausedClock(page, async () => {
    const beforeAction2 = await statusMark(page)
    await page.goto('/recharge/bank')
    await expect(page).toHaveURL(/\/$/)
    await expectStatusSince(page, '试玩账户无法进行该操作，请注册正式账户!', beforeAction2)
  })
})
