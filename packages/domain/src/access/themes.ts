import { isVip, type Viewer } from './viewer'

/** The themes the product ships: each company build runs one, chosen by the app's environment. */
export const themeNames = ['theme1', 'theme2', 'theme3', 'theme4'] as const
/** One theme (a company build). */
export type ThemeName = (typeof themeNames)[number]

/** True when `name` is one of {@link themeNames}. */
export function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name)
}

/**
 * Colour schemes a visitor can choose: follow the device's light/dark setting, or always light, or always
 * dark. Every theme has a light and a dark variant of its colours.
 */
export const colorSchemes = ['system', 'light', 'dark'] as const
/** One colour scheme choice. */
export type ColorScheme = (typeof colorSchemes)[number]

/** True when `value` is one of {@link colorSchemes}. */
export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (colorSchemes as readonly string[]).includes(value)
}

/** Home page layouts: the standard one, and theme4's (carousel, five shortcuts, notice marquee, information). */
export const homeLayouts = ['standard', 'theme4'] as const
/** A home page layout. */
export type HomeLayout = (typeof homeLayouts)[number]

/** What a theme turns on besides its looks and its navigation. */
export interface ThemeFeatures {
  /** VIP features: the VIP card, the VIP page, the levels and the private-domain notice. */
  vipEnabled: boolean
  /** The home page's layout. */
  homeLayout: HomeLayout
  /** The /reset-password page, where an account flagged for a reset sets a new password. */
  resetPasswordPage: boolean
}

/**
 * Features per theme: VIP is on everywhere but theme3; theme4 has its own home; theme2 has the
 * /reset-password page (its /report pages are in its navigation).
 */
export const themeFeatures: Readonly<Record<ThemeName, ThemeFeatures>> = {
  theme1: { vipEnabled: true, homeLayout: 'standard', resetPasswordPage: false },
  theme2: { vipEnabled: true, homeLayout: 'standard', resetPasswordPage: true },
  theme3: { vipEnabled: false, homeLayout: 'standard', resetPasswordPage: false },
  theme4: { vipEnabled: true, homeLayout: 'theme4', resetPasswordPage: false },
}

/**
 * The private encrypted domain to tell the viewer about (the VIP notice), or null: only a VIP, only in a
 * theme with VIP features, and only when the profile carries a domain (userDetail.domain).
 */
export function privateDomainNotice(
  theme: ThemeName,
  viewer: Viewer,
  domain: string | null | undefined,
): string | null {
  const trimmed = (domain ?? '').trim()
  if (!themeFeatures[theme].vipEnabled || !isVip(viewer) || !trimmed) return null
  return trimmed
}

/** Texts of the private-domain notice. */
export const privateDomainTexts = {
  title: 'VIP专属域名',
  message: '尊敬的VIP会员，这是您的专属加密访问域名，请妥善保存：',
  copy: '复制域名',
  close: '我知道了',
} as const
