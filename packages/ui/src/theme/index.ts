export { themeBrandColor } from './brandColors'
export { vars } from './contract.css'
export { allThemeClasses, themeClass, themeSchemeClass } from './themes'
export type { SchemeTokens, ThemeDefinition, ThemeTokens } from './tokens'
