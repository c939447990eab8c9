/** The themes the product ships: each company build runs one, chosen by the app's environment. */
export const themeNames = ['theme1', 'theme2', 'theme3', 'theme4'] as const
/** One theme (a company build). */
export type ThemeName = (typeof themeNames)[number]

/** True when `name` is one of {@link themeNames}. */
export function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name)
}

/** What a theme turns on besides its looks and its navigation. */
export interface ThemeFeatures {
  /** VIP features: the VIP card, the levels and the private-domain notice. */
  vipEnabled: boolean
}

/** Features per theme: VIP is on everywhere but theme3. */
export const themeFeatures: Readonly<Record<ThemeName, ThemeFeatures>> = {
  theme1: { vipEnabled: true },
  theme2: { vipEnabled: true },
  theme3: { vipEnabled: false },
  theme4: { vipEnabled: true },
}
