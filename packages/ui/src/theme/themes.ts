import type { ThemeName } from '@liuhe/domain'
import { theme1 } from './theme1.css'
import { theme2 } from './theme2.css'
import { theme3 } from './theme3.css'
import { theme4 } from './theme4.css'

// The product's theme list is the domain's; stories, tests and the Storybook toolbar loop over it from here.
export { type ThemeName, themeNames } from '@liuhe/domain'

/** Theme class per name: put it on a container and every component inside takes that look. */
export const themeClass: Readonly<Record<ThemeName, string>> = { theme1, theme2, theme3, theme4 }
