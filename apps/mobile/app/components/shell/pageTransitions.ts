import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef } from 'react'

// The page a back/forward leaves must be known from the commit that shows it on (an effect runs later).
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Page transitions (the kinds and routes are `pageTransition`, transitionRoutes.ts): a tap on any link of the
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

type Transitions = typeof import('./pageTransitionTable.ts')

/**
 * Links to an animated route navigate with a view transition (pageTransitionTable.ts, loaded after
 * hydration; until then, and where transitions never run, links just navigate). Back and forward buttons:
 * the router replays a link's transition on the way back (it remembers which page changes had one), and
 * this sets its kind from the history position (`idx` in the router's state).
 */
export function usePageTransitions() {
  const location = useLocation()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const loaded = useRef<Transitions | null>(null)
  useEffect(() => {
    if (!transitionsAllowed()) return
    let stop: (() => void) | undefined
    let unmounted = false
    void import('./pageTransitionTable.ts')
      .then((m) => {
        if (unmounted) return
        loaded.current = m
        stop = m.followTransitionLinks((to, options) => navigateRef.current(to, options))
        // Says the links animate from now on (tests wait for it before the first tap).
        document.documentElement.dataset.transitions = 'ready'
      })
      // Offline with the module not kept: links just navigate.
      .catch(() => undefined)
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  useCommitEffect(() => {
    const from = { path: location.pathname, idx: (window.history.state?.idx as number | undefined) ?? 0 }
    const onPop = (event: PopStateEvent) => {
      const idx = (event.state?.idx as number | undefined) ?? 0
      loaded.current?.markHistoryChange(
        from.path,
        window.location.pathname,
        idx < from.idx ? 'back' : 'forward',
      )
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [location])
}
