import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe on a rendered container and fails on serious or critical violations. jsdom computes no
 * styles, so colour contrast is left to the story checks in real Chromium.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}
