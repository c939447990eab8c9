import { bottomNavigation, type ThemeName } from '@liuhe/domain'
import { expect, type Page } from '@playwright/test'

/** The bottom navigation of the page. */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: '底部导航' })

/** Home opens with the theme's bottom navigation (labels and addresses of the domain's table), home marked. */
export async function expectHome(page: Page, theme: ThemeName) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '六合彩资讯' })).toBeAttached()
  const links = bottomNav(page).getByRole('link')
  await expect(links).toHaveText(bottomNavigation[theme].map((item) => item.label))
  for (const [index, item] of bottomNavigation[theme].entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', item.href)
  }
  await expect(bottomNav(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
}

/** The login page, and a guarded page (/bills) sending a guest there with the page to come back to. */
export async function expectLoginAndGuard(page: Page) {
  await page.goto('/auth/login')
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible()
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible()
  await page.goto('/bills')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
}

/** The profile's 投注记录 entry: a guest is sent to login first (themes whose bar has no bet-list entry). */
export async function expectProfileBetListGuarded(page: Page) {
  await page.goto('/profile')
  await page.getByRole('navigation', { name: '我的功能' }).getByRole('link', { name: '投注记录' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbet-list$/)
}

/** The VIP private-domain notice of the page, if open. */
export const domainNotice = (page: Page) => page.getByRole('dialog', { name: 'VIP专属域名' })
