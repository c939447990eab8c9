import { type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { allThemeClasses } from '../theme/themes'

const themeSelector = allThemeClasses.map((name) => `.${name}`).join(',')
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Finds the nearest theme container so portalled overlays stay inside it and keep its looks. Render
 * `anchor` where the overlay is declared and pass `container` to the portal (null → document body).
 */
export function useThemeContainer(): { anchor: ReactElement; container: HTMLElement | null } {
  const anchorRef = useRef<HTMLSpanElement>(null)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  useIsomorphicLayoutEffect(() => {
    setContainer(anchorRef.current?.closest<HTMLElement>(themeSelector) ?? null)
  }, [])
  return { anchor: <span ref={anchorRef} hidden />, container }
}
