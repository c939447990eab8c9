import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'

// Several page loads and navigations per test on a shared machine.
test.describe.configure({ timeout: 60_000 })

/** Records the kind (`<html data-transition>`) of every view transition the page starts. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { transitions: string[] }
    w.transitions = []
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    document.startViewTransition = ((update: () => void) => {
      w.transitions.push(document.documentElement.dataset.transition ?? '')
      return start(update)
    }) as typeof document.startViewTransition
  })
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { transitions: string[] }).transitions)

const myLinks = (page: Page) => page.getByRole('navigation', { name: '我的功能' })

/** From the profile to bills and back, then to the bet list; returns once each page is shown. */
async function walk(page: Page, animated: boolean) {
  await page.goto('/profile')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The route table loads just after hydration, where the browser animates at all (never with reduced motion).
  if (animated) await expect(page.locator('html[data-transitions="ready"]')).toBeAttached()
  // Bills are not kept: coming to them asks the server for their data each time.
  const billsData = page.waitForRequest((r) => /^\/bills(\.data)?$/.test(new URL(r.url()).pathname))
  await myLinks(page).getByRole('link', { name: '资金明细' }).click()
  await billsData
  await expect(page).toHaveURL(/\/bills$/)
  await expect(page.getByRole('heading', { name: '资金明细' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(myLinks(page)).toBeVisible()
  const again = page.waitForRequest((r) => /^\/bills(\.data)?$/.test(new URL(r.url()).pathname))
  await myLinks(page).getByRole('link', { name: '资金明细' }).click()
  await again
  await expect(page).toHaveURL(/\/bills$/)
  // The URL changes before the router commits the page inside the transition: back only once it is shown.
  await expect(page.getByRole('heading', { name: '资金明细' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/profile$/)
  await myLinks(page).getByRole('link', { name: '投注记录' }).click()
  await expect(page).toHaveURL(/\/bet-list$/)
  await expect(page.getByRole('heading', { name: '投注记录' })).toBeVisible()
}

test('the listed routes slide in and back with the View Transitions API', async ({ page }) => {
  await logIn(page, accounts.member)
  await recordTransitions(page)
  await walk(page, true)
  expect(await transitions(page)).toEqual(['default', 'back', 'default', 'back', 'default'])
  // Back from the bet list slides back; a page outside the list (home, from the bottom bar) has none.
  await page.goBack()
  await expect(page).toHaveURL(/\/profile$/)
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '首页' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await transitions(page)).toEqual(['default', 'back', 'default', 'back', 'default', 'back'])
})

test('with reduced motion the same navigation works without any transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await logIn(page, accounts.member)
  await recordTransitions(page)
  await walk(page, false)
  expect(await transitions(page)).toEqual([])
  expect(await page.locator('html').getAttribute('data-transitions')).toBeNull()
})
