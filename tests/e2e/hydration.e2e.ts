import { expect, freshTest, watchPageErrors } from './support/fixtures'

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
