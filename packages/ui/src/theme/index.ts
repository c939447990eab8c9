export * from './config'
export { vars } from './contract.css'
export * from './themes'
export type { ThemeTokens } from './tokens'
