import { expect } from '@playwright/test'
import { freshTest, test } from '../support/fixtures'
import { logIn } from '../support/session'
import { expectStatusSince, statusMark } from '../support/toasts'
import {
  domainNotice,
  expectDarkMode,
  expectHome,
  expectLoginAndGuard,
  expectProfileBetListGuarded,
} from './smoke'

const vip = { account: 'vip001', password: 'Vip12345' } as const

test('theme1: home with the five standard entries, login, a guarded page and the bet list', async ({
  page,
}) => {
  await expectHome(page, 'theme1')
  await expectLoginAndGuard(page)
  await expectProfileBetListGuarded(page)
})

freshTest.describe('theme1 VIP', () => {
  freshTest.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  freshTest(
    'a VIP is told their private domain once, with a copy button, and sees the VIP card',
    async ({ page }) => {
      await logIn(page, vip, '/auth/login?redirectTo=/profile')
      await expect(page).toHaveURL(/\/profile$/)
      const notice = domainNotice(page)
      await expect(notice).toBeVisible()
      await expect(notice).toContainText('vip001.liuhe-vip.example')
      const beforeCopy = await statusMark(page)
      await notice.getByRole('button', { name: '复制域名' }).click()
      await expectStatusSince(page, '复制成功', beforeCopy)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('vip001.liuhe-vip.example')
      await notice.getByRole('button', { name: '我知道了' }).click()
      await expect(notice).toBeHidden()
      await expect(page.getByRole('link', { name: /VIP6/ })).toHaveAttribute('href', '/profile-vip')
      // Once per browser session.
      await page.goto('/game-center')
      await page.goto('/profile')
      await expect(page.getByRole('heading', { name: vip.account })).toBeVisible()
      await expect(domainNotice(page)).toHaveCount(0)
    },
  )
})

test('theme1: dark mode follows the device, then the choice in /setting, on home, a template and /game/110', async ({
  page,
}, testInfo) => {
  // Three pages through axe after two scheme switches: more than the default 30 s on a busy machine.
  test.slow()
  await expectDarkMode(page, 'theme1', testInfo.outputDir)
})
