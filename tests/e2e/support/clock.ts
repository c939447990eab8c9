import type { Page } from '@playwright/test'

/**
 * Runs `body` with the page's clock paused (Playwright's clock; timers, frames and `Date` stand still, the
 * network does not). For a message the guard flashed onto the page it sends the browser to: the toast is in
 * the page as served and goes 1.5 s after the page hydrates, which on a busy machine can come before the
 * test's `goto` returns. With the clock paused, the page does not hydrate and the toast stays until the test
 * has read it; time flows again afterwards.
 */
export async function withPausedClock(page: Page, body: () => Promise<void>): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  try {
    await body()
  } finally {
    await page.clock.resume()
  }
}
