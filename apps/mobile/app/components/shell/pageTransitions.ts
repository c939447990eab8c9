import type { PageTransition, pageTransition as PageTransitionOf } from '@liuhe/domain'
import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef } from 'react'

// The page a back/forward leaves must be known from the commit that shows it on (an effect runs later).
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Page transitions (the kinds and routes are @liuhe/domain's `pageTransition`): a tap on any link of the
 * app to an animated route navigates with the router's `viewTransition`, so the router wraps the page change
 * in `document.startViewTransition`, and root.css animates by the kind set on `<html data-transition>`.
 * Nothing runs where the browser has no View Transitions API or the user prefers reduced motion.
 */
export function transitionsAllowed(): boolean {
  return (
    typeof document !== 'undefined' &&
    'startViewTransition' in document &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Sets the kind root.css animates the next page change with. */
export function markTransition(kind: PageTransition) {
  document.documentElement.dataset.transition = kind
}

/**
 * Links (Remix's or plain anchors of the app) to an animated route navigate with a view transition; back
 * and forward buttons: the router replays a link's transition on the way back (it remembers which page
 * changes had one), and this sets its kind from the history position (`idx` in the router's state).
 */
export function usePageTransitions() {
  const location = useLocation()
  const navigate = useNavigate()
  // The route table arrives after hydration; until then (and where transitions never run) links just navigate.
  const kindOf = useRef<typeof PageTransitionOf | null>(null)
  useEffect(() => {
    if (!transitionsAllowed()) return
    void import('./pageTransitionTable.ts')
      .then((m) => {
        kindOf.current = m.pageTransition
        // Says the links animate from now on (tests wait for it before the first tap).
        document.documentElement.dataset.transitions = 'ready'
      })
      // Offline with the table not kept: links just navigate.
      .catch(() => undefined)
  }, [])
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      if (link.closest('[data-no-transition]')) return
      const url = new URL(link.href, window.location.href)
      const pageTransition = kindOf.current
      if (url.origin !== window.location.origin || !pageTransition || !transitionsAllowed()) return
      const kind = pageTransition(window.location.pathname, url.pathname, 'forward')
      if (kind === 'none') return
      event.preventDefault()
      markTransition(kind)
      navigate(url.pathname + url.search + url.hash, { viewTransition: true })
    }
    // Capture: before the router's own link handling.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [navigate])
  useCommitEffect(() => {
    const from = { path: location.pathname, idx: (window.history.state?.idx as number | undefined) ?? 0 }
    const onPop = (event: PopStateEvent) => {
      const idx = (event.state?.idx as number | undefined) ?? 0
      const direction = idx < from.idx ? 'back' : 'forward'
      const pageTransition = kindOf.current
      if (pageTransition) markTransition(pageTransition(from.path, window.location.pathname, direction))
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [location])
}
