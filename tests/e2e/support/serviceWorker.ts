import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Waits until the service worker is active and controls the page. The worker claims open pages when it
 * activates (`clientsClaim` in apps/mobile/sw/sw.ts), but a page whose navigation was in flight at that
 * moment can come out uncontrolled with no `controllerchange` ever to come (a CI run under load hung here):
 * after 5 s without control the page is reloaded, and a page loaded once the worker is active is controlled.
 */
export async function controlledBy(page: Page) {
  await expect(async () => {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (navigator.serviceWorker.controller) return true
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true))
        setTimeout(() => resolve(false), 5_000)
      })
    })
    if (!controlled) await page.reload()
    expect(controlled).toBe(true)
  }).toPass({ timeout: 50_000 })
}

/**
 * Reloads the page until the network's copy answers: the service worker shows its kept copy (marked
 * `data-offline`) when the app takes more than 4 s, which a busy machine can.
 */
export async function reloadFromNetwork(page: Page) {
  await expect(async () => {
    await page.reload()
    await expect(page.locator('html[data-offline]')).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 60_000 })
}
