import { TRIAL_BLOCKED_MESSAGE } from '@liuhe/domain'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { startTrial } from './support/session'

/**
 * A trial account may not recharge: tapping 充值 keeps it where it was and says why,
 * 试玩账户无法进行该操作，请注册正式账户!, for 3 s, long enough to read. The page's clock is paused once the
 * trial has started and is moved on by hand, so how long the message stays is counted on the page's own
 * timers, not the machine's speed.
 */
async function startPausedTrial(page: Page) {
  await page.clock.install()
  await startTrial(page)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

// Time flows again for the suite's checks after each test (axe waits on the page's timers).
test.afterEach(async ({ page }) => {
  await page.clock.resume().catch(() => undefined)
})

/** The refusal is on screen now, still after 2.9 s of the page's time, and gone after 3 s. */
async function expectReadableRefusal(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: TRIAL_BLOCKED_MESSAGE })
  await expect(toast).toBeVisible()
  await page.clock.runFor(2900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toBeHidden()
}

test('a trial account tapping 充值 on the profile stays there and is told why for 3 s', async ({
  page,
}, testInfo) => {
  await startPausedTrial(page)
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('link', { name: '充值', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(TRIAL_BLOCKED_MESSAGE)
  await expect(page).toHaveURL(/\/profile$/)
  await page.screenshot({ path: testInfo.outputPath('profile-trial-recharge.png') })
  await expectReadableRefusal(page)
})

test('a trial account pressing the game center’s 充值 shortcut is told why for 3 s', async ({ page }) => {
  await startPausedTrial(page)
  await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
  await page.goto('/game-center')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('button', { name: '充值', exact: true }).click()
  await expectReadableRefusal(page)
  await expect(page).toHaveURL(/\/game-center$/)
})

test('a trial account opening /recharge directly lands on home and is told why for 3 s', async ({ page }) => {
  await startPausedTrial(page)
  // Paused before the page loads: the message's 3 s start when home hydrates, after this point.
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto('/recharge')
  await expect(page).toHaveURL(/\/$/)
  const toast = page.getByRole('status').filter({ hasText: TRIAL_BLOCKED_MESSAGE })
  // In the page as served, before its script runs.
  await expect(toast).toBeVisible()
  let ran = 0
  while ((await page.locator('html[data-hydrated]').count()) === 0 && ran < 1000) {
    await page.clock.runFor(100)
    ran += 100
  }
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.clock.runFor(2900 - ran)
  await expect(toast).toBeVisible()
  await page.clock.runFor(ran + 200)
  await expect(toast).toBeHidden()
})
