import { registerMessages } from '@liuhe/domain'
import { expect } from '@playwright/test'
import { test } from '../support/fixtures'
import { logIn } from '../support/session'
import { expectStatusSince, statusMark } from '../support/toasts'
import { bottomNav, expectDarkMode, expectHome, expectLoginAndGuard } from './smoke'

test('theme2: home, promotions, game center and 注单; login and a guarded page', async ({ page }) => {
  await expectHome(page, 'theme2')
  await expectLoginAndGuard(page)
})

test('theme2: a guest tapping 注单 is asked to log in first, then lands on the bet list', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const entry = bottomNav(page).getByRole('link', { name: '注单' })
  await entry.click()
  const prompt = page.getByRole('dialog', { name: '温馨提示' })
  await expect(prompt).toContainText('请先登录')
  await prompt.getByRole('button', { name: '取消' }).click()
  await expect(prompt).toBeHidden()
  await expect(page).toHaveURL(/\/$/)

  await entry.click()
  await page.getByRole('dialog', { name: '温馨提示' }).getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Freport%2Fbet-list$/)
  await logIn(page, { account: 'demo01', password: 'Demo1234' }, '')
  await expect(page).toHaveURL(/\/report\/bet-list$/)
  await expect(bottomNav(page).getByRole('link', { name: '注单' })).toHaveAttribute('aria-current', 'page')

  // Signed in, 注单 goes straight to the report; its casino tab is /report/live-betting.
  await page.goto('/')
  await bottomNav(page).getByRole('link', { name: '注单' }).click()
  await expect(page).toHaveURL(/\/report\/bet-list$/)
  await page.goto('/report/live-betting')
  await expect(page).toHaveURL(/\/report\/live-betting$/)
  await expect(bottomNav(page).getByRole('link', { name: '注单' })).toHaveAttribute('aria-current', 'page')
})

test('theme2: an account flagged for a reset sets a new password on /reset-password', async ({ page }) => {
  await page.goto('/auth/login')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('textbox', { name: '用户名' }).fill('reset01')
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Reset1234')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '温馨提示' })
  await expect(dialog).toContainText('需要重置密码')
  await dialog.getByRole('button', { name: '重置密码' }).click()

  await expect(page).toHaveURL(/\/reset-password\?account=reset01$/)
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('reset01')
  await page.getByRole('textbox', { name: '原密码' }).fill('Reset1234')
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('weak')
  await page.getByRole('textbox', { name: '确认新密码' }).fill('weak')
  const beforeWeak = await statusMark(page)
  await page.getByRole('button', { name: '确认重置' }).click()
  await expectStatusSince(page, registerMessages.password.invalid, beforeWeak)

  await page.getByRole('textbox', { name: '原密码' }).fill('Reset1234')
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('Renewed123')
  await page.getByRole('textbox', { name: '确认新密码' }).fill('Renewed123')
  const beforeReset = await statusMark(page)
  await page.getByRole('button', { name: '确认重置' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expectStatusSince(page, '密码重置成功，请使用新密码登录', beforeReset)
  await logIn(page, { account: 'reset01', password: 'Renewed123' }, '')
  await expect(page).toHaveURL(/\/$/)
})

test('theme2: dark mode follows the device, then the choice in /setting, on home, a template and /game/110', async ({
  page,
}, testInfo) => {
  // Three pages through axe after two scheme switches: more than the default 30 s on a busy machine.
  test.slow()
  await expectDarkMode(page, 'theme2', testInfo.outputDir)
})

test('theme2: /profile, which its bottom navigation does not list, has a back button to home', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: '您还未登录' })).toBeVisible()
  await expect(bottomNav(page)).toHaveCount(0)
  const back = page.getByRole('link', { name: '返回' })
  await expect(back).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('theme2-profile.png') })
  await back.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(bottomNav(page)).toBeVisible()
})
