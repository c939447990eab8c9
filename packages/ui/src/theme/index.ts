export { themeBrandColor } from './brandColors'
export { vars } from './contract.css'
export { themeClass } from './themes'
export type { ThemeTokens } from './tokens'
