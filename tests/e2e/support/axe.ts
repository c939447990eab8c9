import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/**
 * Runs axe on the page as it is now: no serious or critical violation may remain. `exclude` leaves out
 * parts another suite owns (CSS selectors).
 */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const context = { include: [['html']], exclude: excluded.map((selector) => [selector]) }
    return (await axe.run(context)).violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((n) => ({ target: n.target })),
    }))
  }, exclude)
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([])
}
