import { test as base } from '@playwright/test'

/** Session-storage key under which home remembers that its notice and ad modals were shown. */
export const HOME_MODALS_SEEN_KEY = 'liuhe:home-modals-seen'

/**
 * Playwright's `test` whose pages have already seen home's notice and AD11 modals (shown once per browser
 * session), so tests about other things are not covered by them. Tests of the modals use a fresh page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_MODALS_SEEN_KEY)
    await use(page)
  },
})

export { expect } from '@playwright/test'
