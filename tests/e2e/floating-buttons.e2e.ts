import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Floating buttons (home's 返回顶部, the game center's 在线聊天, the contact page's 在线客服) must not cover
 * the page's controls: on each page with one, at 390×844, scrolled to the top and to the bottom, every visible
 * control's centre hits that control (`document.elementFromPoint`), so a tap there reaches it.
 */

/** One control whose centre something else answers, as the page describes them. */
interface Covered {
  control: string
  hit: string
}

/**
 * The visible controls (a, button, input, [role=button], [role=tab]) whose centre another element answers.
 * A control counts as visible when its centre is inside the window and inside every ancestor that clips it
 * (a scrolled tab list, a carousel). The page's bars (full-width fixed or sticky strips: the header, the
 * tab bar, the bottom navigation, the install banner) are where content scrolls under, not floating buttons:
 * a control under a top bar is skipped once the page has scrolled, one under a bottom bar while the page can
 * still scroll down. At the page's end nothing may hide under a bottom bar.
 */
function coveredControls(): Covered[] {
  const describe = (el: Element | null): string => {
    if (!el) return 'nothing'
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${label.slice(0, 30)}`
  }
  const width = window.innerWidth
  const height = window.innerHeight
  const scrolled = window.scrollY > 0
  const atEnd = window.scrollY + height >= document.documentElement.scrollHeight - 1
  const bars = [...document.querySelectorAll('body *')].filter((el) => {
    const position = getComputedStyle(el).position
    if (position !== 'fixed' && position !== 'sticky') return false
    const rect = el.getBoundingClientRect()
    return rect.width >= width * 0.9 && rect.height > 0 && rect.height < height / 2
  })
  const underBar = (x: number, y: number, control: Element) =>
    bars.some((bar) => {
      if (bar.contains(control)) return false
      const rect = bar.getBoundingClientRect()
      if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return false
      const isTop = rect.top + rect.height / 2 < height / 2
      return isTop ? scrolled : !atEnd
    })
  const clippedAt = (el: Element, x: number, y: number) => {
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const rect = parent.getBoundingClientRect()
      if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return true
    }
    return false
  }
  const covered: Covered[] = []
  const controls = document.querySelectorAll('a[href], button, input, [role="button"], [role="tab"]')
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === 'hidden') continue
    if (control.closest('[aria-hidden="true"], [inert]')) continue
    const style = getComputedStyle(control)
    if (style.visibility !== 'visible' || style.pointerEvents === 'none' || Number(style.opacity) === 0)
      continue
    const rect = control.getBoundingClientRect()
    if (rect.width < 2 || rect.height < 2) continue
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    if (x < 0 || y < 0 || x >= width || y >= height) continue
    if (clippedAt(control, x, y) || underBar(x, y, control)) continue
    const hit = document.elementFromPoint(x, y)
    const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : []
    if (hit && (control.contains(hit) || labels.some((label) => label.contains(hit)))) continue
    covered.push({ control: describe(control), hit: describe(hit) })
  }
  return covered
}

/** Scrolls to the page's end, again while the page grows (home's feed renders more as it is read). */
async function scrollToEnd(page: Page) {
  let height = 0
  for (let round = 0; round < 40; round++) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    if (now === height) break
    height = now
    await page.waitForTimeout(400)
  }
  // Finite effects (the back-to-top button's fade-in) end before the page is read; loops (a marquee) never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => null)),
    ),
  )
}

/** The controls covered at the top and at the end of the page, by position. */
async function coveredAtTopAndEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(200)
  const top = await page.evaluate(coveredControls)
  await scrollToEnd(page)
  const end = await page.evaluate(coveredControls)
  return { top, end }
}

const pages = [
  { name: 'home', path: '/', floating: '返回顶部' },
  { name: 'game center', path: '/game-center', floating: '在线聊天' },
  { name: 'contact us', path: '/about/contact-us', floating: '在线客服' },
] as const

for (const { name, path, floating } of pages) {
  test(`floating buttons: on ${name} no control is covered at the top or at the end`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    const covered = await coveredAtTopAndEnd(page)
    // The floating button is there at the end of the page (home's appears after 3000 px of scroll).
    await expect(page.getByRole('button', { name: floating })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`${name.replace(' ', '-')}-end.png`) })
    expect(covered).toEqual({ top: [], end: [] })
  })
}
