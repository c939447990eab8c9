import { transitionsAllowed } from './pageTransitions.ts'
import { type PageTransition, pageTransition } from './transitionRoutes.ts'

// What the page transitions do once they run: loaded after hydration where transitions run at all
// (pageTransitions.ts imports it lazily), so a browser without the View Transitions API never loads it and
// no page's first load carries it.

/** Sets the kind root.css animates the next page change with. */
function markTransition(kind: PageTransition) {
  document.documentElement.dataset.transition = kind
}

/** A back or forward button's page change: its kind follows from the history position. */
export function markHistoryChange(from: string, to: string, direction: 'back' | 'forward') {
  markTransition(pageTransition(from, to, direction))
}

/**
 * Links (Remix's or plain anchors of the app) to an animated route navigate with a view transition: the
 * router wraps the page change in `document.startViewTransition`. Returns the listener's removal.
 */
export function followTransitionLinks(
  navigate: (to: string, options: { viewTransition: boolean }) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    if (link.closest('[data-no-transition]')) return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin || !transitionsAllowed()) return
    const kind = pageTransition(window.location.pathname, url.pathname, 'forward')
    if (kind === 'none') return
    event.preventDefault()
    markTransition(kind)
    navigate(url.pathname + url.search + url.hash, { viewTransition: true })
  }
  // Capture: before the router's own link handling.
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
