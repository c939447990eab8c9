import type { ReactNode } from 'react'
import { type ThemeName, themeClass } from '../theme/themes'

/** Wraps test content in a theme container. */
export function InTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return <div className={themeClass[theme]}>{children}</div>
}
