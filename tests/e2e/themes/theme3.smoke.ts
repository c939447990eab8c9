import { expect } from '@playwright/test'
import { freshTest, test } from '../support/fixtures'
import { logIn } from '../support/session'
import {
  domainNotice,
  expectDarkMode,
  expectHome,
  expectLoginAndGuard,
  expectProfileBetListGuarded,
} from './smoke'

test('theme3: home with the five standard entries, login, a guarded page and the bet list', async ({
  page,
}) => {
  await expectHome(page, 'theme3')
  await expectLoginAndGuard(page)
  await expectProfileBetListGuarded(page)
  // theme2's own pages are not part of this build.
  expect((await page.goto('/reset-password'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  expect((await page.goto('/report/bet-list'))?.status()).toBe(404)
})

freshTest('theme3 has no VIP features: no VIP card or page, no private-domain notice', async ({ page }) => {
  await logIn(page, { account: 'vip001', password: 'Vip12345' }, '/auth/login?redirectTo=/profile')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'vip001' })).toBeVisible()
  await expect(page.getByRole('region', { name: '账户余额' })).toBeVisible()
  await expect(page.locator('a[href="/profile-vip"]')).toHaveCount(0)
  await expect(page.getByText(/VIP\d/)).toHaveCount(0)
  // The notice would open after hydration (the profile's own, then any other page's).
  await page.goto('/databases')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(domainNotice(page)).toHaveCount(0)
  const response = await page.goto('/profile-vip')
  expect(response?.status()).toBe(404)
})

test('theme3: dark mode follows the device, then the choice in /setting, on home, a template and /game/110', async ({
  page,
}, testInfo) => {
  // Three pages through axe after two scheme switches: more than the default 30 s on a busy machine.
  test.slow()
  await expectDarkMode(page, 'theme3', testInfo.outputDir)
})
