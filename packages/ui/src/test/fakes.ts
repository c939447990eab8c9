import { vi } from 'vitest'

/** A stand-in for one IntersectionObserver instance that a test can drive. */
export interface FakeIntersectionObserver {
  /** Options the component created the observer with. */
  readonly options?: IntersectionObserverInit
  /** Elements currently observed. */
  readonly targets: Set<Element>
  /** Reports every observed element as intersecting (or not). */
  trigger: (isIntersecting?: boolean) => void
}

/**
 * Installs a fake IntersectionObserver (jsdom has none) for the current test and returns the list of
 * observers the code under test creates. Remove it with `vi.unstubAllGlobals()`.
 */
export function installFakeIntersectionObserver(): FakeIntersectionObserver[] {
  const instances: FakeIntersectionObserver[] = []
  class Fake {
    readonly targets = new Set<Element>()
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      instances.push(this)
    }
    observe(target: Element) {
      this.targets.add(target)
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
    }
    takeRecords() {
      return []
    }
    trigger(isIntersecting = true) {
      const entries = [...this.targets].map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      )
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver)
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake)
  return instances
}

/** Installs a matchMedia (jsdom has none) that answers `matches` for every query. */
export function installMatchMedia(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

/** Sets the window's vertical scroll position and fires a scroll event, as a user scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, value: y })
  window.dispatchEvent(new Event('scroll'))
}
