import { expect } from '@playwright/test'
import { test } from '../support/fixtures'
import { logIn } from '../support/session'
import {
  bottomNav,
  expectDarkMode,
  expectHome,
  expectLoginAndGuard,
  expectProfileBetListGuarded,
} from './smoke'

test('theme4: its own home (carousel, five shortcuts, lottery notices, information) and 六合彩 in the bar', async ({
  page,
}) => {
  await expectHome(page, 'theme4')
  await expect(page.locator('main[data-layout="theme4"]')).toBeVisible()
  await expect(bottomNav(page).getByRole('link', { name: '六合彩' })).toHaveAttribute('href', '/game-center')
  await expect(
    page.getByRole('region', { name: '首页轮播图' }).or(page.getByLabel('首页轮播图')),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: '常用入口' }).getByRole('link')).toHaveText([
    '开奖记录',
    '资料库',
    '图库',
    '优惠活动',
    '在线客服',
  ])
  await expect(page.getByRole('marquee', { name: '开奖公告' })).toBeVisible()
  await expect(page.getByRole('region', { name: '资讯' })).toBeVisible()
  // The standard home's blocks are not part of this layout.
  await expect(page.getByRole('navigation', { name: '快捷入口' })).toHaveCount(0)
  // The 聊天室 entry has a place of its own here (a visitor's plain link to the room list).
  await expect(page.getByRole('link', { name: '聊天室', exact: true })).toHaveAttribute('href', '/chat-rooms')
  await page.screenshot({ path: test.info().outputPath('theme4-home.png') })
  await expectLoginAndGuard(page)
  await expectProfileBetListGuarded(page)
})

test('theme4: the home balance refresh spins 1000 ms', async ({ page }) => {
  await logIn(page, { account: 'demo01', password: 'Demo1234' })
  await expect(page).toHaveURL(/\/$/)
  const refresh = page.getByRole('banner').getByRole('button', { name: '刷新余额' })
  await expect(refresh).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The time between the icon starting and stopping to spin, measured in the page.
  const spun = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = document.querySelector('header button[aria-label="刷新余额"]') as HTMLElement
        let started = 0
        new MutationObserver(() => {
          if (button.dataset.state === 'spinning') started = performance.now()
          else if (started) resolve(performance.now() - started)
        }).observe(button, { attributes: true, attributeFilter: ['data-state'] })
      }),
  )
  await refresh.click()
  const ms = await spun
  expect(ms).toBeGreaterThanOrEqual(950)
  expect(ms).toBeLessThan(1600)
})

test('theme4: dark mode follows the device, then the choice in /setting, on home, a template and /game/110', async ({
  page,
}, testInfo) => {
  // Three pages through axe after two scheme switches: more than the default 30 s on a busy machine.
  test.slow()
  await expectDarkMode(page, 'theme4', testInfo.outputDir)
})
