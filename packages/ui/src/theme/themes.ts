import type { ColorScheme, ThemeName } from '@liuhe/domain'
import { theme1 } from './theme1.css'
import { theme2 } from './theme2.css'
import { theme3 } from './theme3.css'
import { theme4 } from './theme4.css'

// The product's theme and colour scheme lists are the domain's; stories, tests and the Storybook toolbar
// loop over them from here.
export { type ColorScheme, colorSchemes, type ThemeName, themeNames } from '@liuhe/domain'

/**
 * Theme class per name and colour scheme: put it on a container and every component inside takes that
 * look. `system` follows the device's light/dark preference.
 */
export const themeSchemeClass: Readonly<Record<ThemeName, Readonly<Record<ColorScheme, string>>>> = {
  theme1,
  theme2,
  theme3,
  theme4,
}

/** Theme class per name, light variant. */
export const themeClass: Readonly<Record<ThemeName, string>> = {
  theme1: theme1.light,
  theme2: theme2.light,
  theme3: theme3.light,
  theme4: theme4.light,
}

/** Every theme class (each theme in each scheme), e.g. to find the nearest theme container. */
export const allThemeClasses: readonly string[] = Object.values(themeSchemeClass).flatMap((classes) =>
  Object.values(classes),
)
