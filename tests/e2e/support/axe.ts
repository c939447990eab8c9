import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core's source. It is evaluated through the DevTools protocol rather than added as a `<script>`: the
 * pages' Content-Security-Policy refuses inline scripts without the render's nonce, and the suite must not
 * turn the policy off (a violation fails a test).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  tags: string[]
  nodes: { target: string[] }[]
}

/** The WCAG levels every page must meet: 2.0, 2.1 and 2.2 at A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Best-practice rules the pages keep too, whatever their impact: content in landmarks, one main. */
const keptBestPractices = ['region', 'landmark-one-main']

/** True for a violation that fails a page: any WCAG A/AA rule, any serious or critical one, and the kept practices. */
export function isBlocking(violation: Pick<AxeViolation, 'id' | 'impact' | 'tags'>): boolean {
  return (
    violation.tags.some((tag) => wcagTags.includes(tag)) ||
    violation.impact === 'serious' ||
    violation.impact === 'critical' ||
    keptBestPractices.includes(violation.id)
  )
}

/** Runs axe on the page as it is now and returns the blocking violations. */
export async function blockingViolations(page: Page, exclude: string[] = []) {
  // A toast or dialog still fading in has a partial opacity that axe reads as low contrast: let the finite
  // animations (fades, slides) end first; looping ones (spinners, marquees) never do and are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const context = { include: [['html']], exclude: excluded.map((selector) => [selector]) }
    return (await axe.run(context)).violations.map(({ id, impact, tags, nodes }) => ({
      id,
      impact,
      tags,
      nodes: nodes.map((n) => ({ target: n.target })),
    }))
  }, exclude)
  return violations.filter(isBlocking)
}

/**
 * Runs axe on the page as it is now: no WCAG A/AA violation, no serious or critical one, and none of the
 * kept best practices may remain. `exclude` leaves out parts another suite owns (CSS selectors).
 */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  const blocking = await blockingViolations(page, exclude)
  expect(blocking, `${page.url()}\n${JSON.stringify(blocking, null, 2)}`).toEqual([])
}
