import type { ThemeName } from '@liuhe/domain'

/**
 * Each theme's brand colour as a plain value, for what cannot read CSS variables: the browser's
 * `theme-color`, the web app manifest and installed-app icons. The theme files use the same values
 * (`brandColors.test.ts` checks they agree).
 */
export const themeBrandColor: Readonly<Record<ThemeName, string>> = {
  theme1: '#d6202a',
  theme2: '#2f4bb8',
  theme3: '#0b7a66',
  theme4: '#7b3fc4',
}
