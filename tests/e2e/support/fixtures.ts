import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { blockingViolations } from './axe'
import { workerPorts } from './servers'
import { recordStatusTexts } from './toasts'

/** Session-storage key under which home remembers that its notice and ad modals were shown. */
export const HOME_MODALS_SEEN_KEY = 'liuhe:home-modals-seen'
/** Session-storage key under which the app remembers that the VIP private-domain notice was shown. */
export const VIP_DOMAIN_NOTICE_SEEN_KEY = 'liuhe:vip-domain-notice-seen'

/** Addresses already checked with axe in this run, per signed-in state (each is checked once). */
const checked = new Set<string>()

/**
 * Collects the uncaught errors of a page (React's hydration errors among them) and every Content Security
 * Policy violation the browser reports (Chromium logs each refused script, style, image or connection).
 */
export function watchPageErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`)
    }
  })
}

async function signedIn(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === '__liuhe')
}

/**
 * Runs axe on every address the test's pages loaded, once per run and signed-in state: the page as the
 * test left it, then each other address in a fresh page of the same context (same cookies).
 */
async function checkVisited(context: BrowserContext, current: Page, visited: Set<string>) {
  const failures: string[] = []
  const state = (await signedIn(context)) ? 'member' : 'guest'
  const report = async (page: Page) => {
    const blocking = await blockingViolations(page)
    if (blocking.length) failures.push(`${page.url()}\n${JSON.stringify(blocking, null, 2)}`)
  }
  if (!current.isClosed() && current.url().startsWith('http')) {
    await current.waitForLoadState('load')
    checked.add(`${state} ${current.url()}`)
    await report(current)
  }
  for (const url of visited) {
    const key = `${state} ${url}`
    if (checked.has(key)) continue
    checked.add(key)
    const page = await context.newPage()
    try {
      const response = await page.goto(url)
      if (response?.headers()['content-type']?.includes('text/html')) await report(page)
    } finally {
      await page.close()
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([])
}

/**
 * Playwright's `test` with the suite's standing checks: any uncaught page error or CSP violation fails the test, and every
 * page the test visits must pass axe (WCAG A/AA, serious and critical findings). Its pages have already
 * seen home's notice and AD11 modals (shown once per browser session), so tests about other things are not
 * covered by them; tests of the modals use {@link freshTest}.
 */
export const freshTest = base.extend<{ pageErrors: string[] }, { serversPerWorker: boolean }>({
  // The main suite gives each worker its own app (playwright.config.ts): the worker's pages go there. The
  // suites with one app per project (themes, encrypted mode) keep their project's `baseURL`.
  serversPerWorker: [false, { option: true, scope: 'worker' }],
  baseURL: async ({ serversPerWorker }, use, testInfo) => {
    await use(
      serversPerWorker
        ? `http://localhost:${workerPorts(testInfo.parallelIndex).app}`
        : testInfo.project.use.baseURL,
    )
  },
  pageErrors: async ({ context }, use) => {
    const errors: string[] = []
    const visited = new Set<string>()
    context.on('page', (page) => {
      watchPageErrors(page, errors)
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(frame.url())
      })
    })
    await use(errors)
    expect(errors, 'uncaught page errors').toEqual([])
    const current = context.pages().at(-1)
    if (current) await checkVisited(context, current, visited)
  },
  page: async ({ page, pageErrors: _ }, use) => {
    await page.addInitScript(recordStatusTexts)
    await use(page)
  },
})

/** {@link freshTest} whose pages have already seen home's modals and the VIP private-domain notice. */
export const test = freshTest.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(
      (keys) => {
        for (const key of keys) sessionStorage.setItem(key, '1')
      },
      [HOME_MODALS_SEEN_KEY, VIP_DOMAIN_NOTICE_SEEN_KEY],
    )
    await use(page)
  },
})

export { expect }
