import { expect, freshTest, test, watchPageErrors } from './support/fixtures'
import { holdBack } from './support/holdBack'

// Scripts that arrive late leave parts of home waiting for their code while the page already updates
// (socket status, countdown, live draw): no update may reach a part before it hydrated (React error 421).
freshTest('home hydrates without an error when its scripts arrive a second late', async ({ browser }) => {
  for (let visit = 0; visit < 3; visit++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    watchPageErrors(page, errors)
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto('/')
    await page.waitForTimeout(2500)
    expect(errors).toEqual([])
    await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()
    await context.close()
  }
})

// The same error made certain rather than likely: the code of home's header and carousel (HomeDeferred) is
// held back until the live driver has opened its socket and reported to home, so that report reaches the page
// while a part of it is still waiting for its code. It must wait for that part (a transition), not throw
// the part's server HTML away.
test('a live report that comes while a part of home still waits for its code waits for that part', async ({
  page,
  pageErrors,
}) => {
  const release = await holdBack(page, '**/assets/HomeDeferred-*.js')
  const socket = page.waitForEvent('websocket')
  await page.goto('/')
  // The driver reports when it starts and when the socket says it is subscribed, both before the header's
  // code is let through. A report that does not wait for the header is committed within React's suspense
  // delay (well under a second): the header's server HTML is then thrown away with error 421. The wait
  // below gives it time to happen; a report that waits has nothing to show in it.
  await (await socket).waitForEvent('framereceived')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.waitForTimeout(3_000)
  expect(pageErrors).toEqual([])
  await expect(page.getByRole('banner')).toBeVisible()
  release()
  await expect(page.locator('main[data-socket="subscribed"]')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  expect(pageErrors).toEqual([])
})
