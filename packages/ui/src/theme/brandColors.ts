import type { ThemeName } from '@liuhe/domain'
import { theme1Definition, theme2Definition, theme3Definition, theme4Definition } from './definitions'

/**
 * Each theme's light brand colour as a plain value, for what cannot read CSS variables: the browser's
 * `theme-color`, the web app manifest and installed-app icons. Taken from the theme definitions.
 */
export const themeBrandColor: Readonly<Record<ThemeName, string>> = {
  theme1: theme1Definition.light.color.brand,
  theme2: theme2Definition.light.color.brand,
  theme3: theme3Definition.light.color.brand,
  theme4: theme4Definition.light.color.brand,
}
