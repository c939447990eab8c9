import type { ColorScheme } from '@liuhe/domain'
import { assignVars, style } from '@vanilla-extract/css'
import { vars } from './contract.css'
import type { ThemeDefinition } from './tokens'

/**
 * One class per colour scheme of a theme, each assigning every contract variable: `light` and `dark` fix
 * the variant; `system` is light unless the device prefers dark (`prefers-color-scheme`), so the server
 * can render the right colours with no script. Each also sets `color-scheme`, which native controls and
 * scrollbars follow. Call from a `.css.ts` file.
 */
export function schemeClasses(theme: ThemeDefinition, debugId: string): Record<ColorScheme, string> {
  const { light, dark, ...shared } = theme
  const lightVars = assignVars(vars, { ...shared, ...light })
  const darkVars = assignVars(vars, { ...shared, ...dark })
  return {
    system: style(
      {
        vars: lightVars,
        colorScheme: 'light dark',
        '@media': { '(prefers-color-scheme: dark)': { vars: darkVars } },
      },
      debugId,
    ),
    light: style({ vars: lightVars, colorScheme: 'light' }, `${debugId}Light`),
    dark: style({ vars: darkVars, colorScheme: 'dark' }, `${debugId}Dark`),
  }
}
