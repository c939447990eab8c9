import type { Page } from '@playwright/test'

/**
 * Holds back every request matching `url` until the returned `release` is called: a race between the page's
 * code arriving and what the reader does is made to go one way (docs/resilience.md, "Races made certain").
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
