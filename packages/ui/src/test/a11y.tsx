import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { it } from 'vitest'
import { themeNames } from '../theme/themes'
import { expectNoAxeViolations } from './axe'
import { InTheme } from './themes'

/** Where axe looks: the render container, or the whole document for content portalled out of it. */
export type AxeScope = 'container' | 'document'

/**
 * Declares one test per theme that renders `ui()` inside the theme and runs axe on it. `prepare` may
 * open or scroll the rendered component before the check.
 */
export function itHasNoAxeViolationsInEveryTheme(
  ui: () => ReactElement,
  options: { scope?: AxeScope; prepare?: () => Promise<void> | void } = {},
): void {
  for (const theme of themeNames) {
    it(`has no serious accessibility violations in ${theme}`, async () => {
      const { container } = render(<InTheme theme={theme}>{ui()}</InTheme>)
      await options.prepare?.()
      await expectNoAxeViolations(options.scope === 'document' ? document.body : container)
    })
  }
}
