import { theme1 } from './theme1.css'
import { theme2 } from './theme2.css'
import { theme3 } from './theme3.css'
import { theme4 } from './theme4.css'

/** Names of the themes. */
export const themeNames = ['theme1', 'theme2', 'theme3', 'theme4'] as const
/** A theme name. */
export type ThemeName = (typeof themeNames)[number]

/** Theme class per name: put it on a container and every component inside takes that look. */
export const themeClass: Readonly<Record<ThemeName, string>> = { theme1, theme2, theme3, theme4 }

/** True when `name` is a known theme. */
export function isThemeName(name: string): name is ThemeName {
  return (themeNames as readonly string[]).includes(name)
}
