import { bottomNavigation, type ThemeName } from '@liuhe/domain'
import { expect, type Page } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { expectStatusSince, statusMark } from '../support/toasts'

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

/** The body's background colour as [r, g, b]. */
async function bodyBackground(page: Page): Promise<number[]> {
  const css = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  return (css.match(/\d+/g) ?? []).slice(0, 3).map(Number)
}
/** True for a page background darker than mid-grey on every channel. */
const isDark = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel < 64)
/** True for a page background lighter than mid-grey on every channel. */
const isLight = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel > 200)

/** Key pages checked in dark mode: home, a prediction template and the betting page. */
export const darkPages = [
  { name: 'home', path: '/' },
  { name: 'template', path: '/template/110/1002' },
  { name: 'game-110', path: '/game/110' },
] as const

/**
 * Dark mode: with no choice made the page follows the device (prefers-color-scheme); 深色 in /setting is
 * stored and rendered by the server (the HTML itself says `color-scheme: dark`, so there is no light
 * flash) whatever the device prefers; the key pages pass axe in dark, each screenshotted at 390×844 into
 * `shotDir`; 浅色 brings the light colours back on a dark-preferring device.
 */
export async function expectDarkMode(page: Page, theme: ThemeName, shotDir: string) {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/setting')
  expect(isDark(await bodyBackground(page))).toBe(true)
  await page.emulateMedia({ colorScheme: 'light' })
  expect(isLight(await bodyBackground(page))).toBe(true)

  // One tap applies the choice once the page runs its script.
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const beforeDark = await statusMark(page)
  await page.getByRole('radio', { name: '深色' }).check()
  await expectStatusSince(page, '已切换为深色', beforeDark)
  await expect(page.getByRole('radio', { name: '深色' })).toBeChecked()
  await expect.poll(async () => isDark(await bodyBackground(page))).toBe(true)
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('<meta name="color-scheme" content="dark"/>')
  await page.screenshot({ path: `${shotDir}/dark-${theme}-setting.png` })

  for (const { name, path } of darkPages) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(isDark(await bodyBackground(page)), `${path} is dark`).toBe(true)
    await expectAccessible(page)
    await page.screenshot({ path: `${shotDir}/dark-${theme}-${name}.png` })
  }

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/setting')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const beforeLight = await statusMark(page)
  await page.getByRole('radio', { name: '浅色' }).check()
  await expectStatusSince(page, '已切换为浅色', beforeLight)
  await expect(page.getByRole('radio', { name: '浅色' })).toBeChecked()
  await expect.poll(async () => isLight(await bodyBackground(page))).toBe(true)
  await page.goto('/')
  expect(isLight(await bodyBackground(page))).toBe(true)
}
