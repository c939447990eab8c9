import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import * as styles from './HydrateWhenVisible.css.ts'

/** Props of {@link HydrateWhenVisible}: the wrapper element's own, and what it holds. */
export interface HydrateWhenVisibleProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The wrapper element: a `div`, or a `section` when the part is one. */
  as?: 'div' | 'section'
  /** The part below the first screen. */
  children: ReactNode
  /**
   * Shown in the wrapper while the children wait for their code (a lazy component) when the part is mounted
   * after the hydration (a navigation); nothing by default. The server's HTML, once on the page, stays there
   * until the children can replace it.
   */
  fallback?: ReactNode
}

/**
 * How near the viewport the part renders: once it is within a quarter screen below it. Its HTML already shows
 * what it will render and a click before the render is done again after it, so the render needs no head
 * start; a screen ahead would render at load what sits just below the first screen (home's feed, the game
 * center's next rows of tiles), which is what the deferral is for.
 */
export const NEAR_VIEWPORT = '0px 0px 25% 0px'

const noSubscription = () => () => {}

/**
 * One observer for every part (the game center has a part per tile): what each observed wrapper does when
 * it comes near. A new one when the global changed (a test's stand-in).
 */
let nearObserver: { observer: IntersectionObserver; of: typeof IntersectionObserver } | undefined
const onNear = new WeakMap<Element, () => void>()

/** Calls `near` once `element` comes near the viewport ({@link NEAR_VIEWPORT}); returns the unobserve. */
function observeNear(element: Element, near: () => void): () => void {
  if (nearObserver?.of !== IntersectionObserver)
    nearObserver = {
      of: IntersectionObserver,
      observer: new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) onNear.get(entry.target)?.()
        },
        { rootMargin: NEAR_VIEWPORT },
      ),
    }
  const { observer } = nearObserver
  onNear.set(element, near)
  observer.observe(element)
  return () => {
    observer.unobserve(element)
    onNear.delete(element)
  }
}

/** The indices of the elements from `root` down to the element `target` is or sits in; null outside it. */
function elementPath(root: Element, target: EventTarget | null): number[] | null {
  let element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null
  const path: number[] = []
  while (element && element !== root) {
    const parent: Element | null = element.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, element))
    element = parent
  }
  return element === root ? path : null
}

/** The element at `path` under `root` (see {@link elementPath}). */
function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let element: Element | undefined = root
  for (const index of path) element = element?.children[index]
  return element instanceof HTMLElement ? element : null
}

/** What the reader did to the server's HTML that the rendered part does again, on the element in its place. */
interface Replay {
  kind: 'focus' | 'click'
  path: number[]
}

/**
 * A part of a page below its first screen that hydration leaves as the server rendered it: plain HTML (its
 * links navigate, its images show) with no React work until the reader comes near it. The server renders
 * the children inside the wrapper; hydration adopts the wrapper with the server's inner HTML as it is (an
 * element with inner HTML has no children to hydrate, as `TrendGrid` adopts its table; docs/architecture.md,
 * "Deferred hydration"), and the children render in its place, as a transition (React renders it in slices
 * between frames, and the server's HTML stays until the children's code has loaded):
 *
 * - when the wrapper comes near the viewport ({@link NEAR_VIEWPORT});
 * - on the first click or keyboard focus inside it, which is then done again on the element at the same
 *   place in the rendered part (the same HTML as the server's, as hydration would have found it). Not on a
 *   press: a finger scrolling the page starts with one; and a press's focus waits for its click, so that the
 *   element pressed is still there when the click comes.
 *
 * Never on idle: what costs the main thread at hydration would cost it again right after, while a phone is
 * still busy with the page; a part nobody scrolls to never costs anything. A render that is not the
 * hydration's (a client-side navigation, a list that changed) renders the children at once.
 */
export function HydrateWhenVisible({
  as: Tag = 'div',
  children,
  fallback = null,
  ...props
}: HydrateWhenVisibleProps) {
  // False on the server and while the page hydrates; true in a render after hydration (a navigation).
  const scriptRunning = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  // Whether this part was mounted by the hydration; fixed for its life, as the shape of what it renders.
  const [hydrating] = useState(() => typeof document !== 'undefined' && !scriptRunning)
  const [rendered, setRendered] = useState(!hydrating)
  const adopted = !rendered
  const wrapper = useRef<HTMLElement | null>(null)
  const replay = useRef<Replay | null>(null)

  useEffect(() => {
    const element = wrapper.current
    if (!adopted || !element) return
    // A transition, also for a click: React renders in slices, and when the children's code has still to
    // load (a lazy component) the server's HTML stays on the page meanwhile.
    const render = () => startTransition(() => setRendered(true))
    // Set here rather than rendered: hydration leaves the server's attributes as they are.
    element.classList.add(styles.adopted)
    const unobserve = observeNear(element, render)
    const renderFor = (target: EventTarget | null, kind: Replay['kind']) => {
      const path = elementPath(element, target)
      replay.current = path ? { kind, path } : null
      render()
    }
    // A press focuses what it presses before its click: that focus is left to the click.
    let pressing = false
    let pressEnd: ReturnType<typeof setTimeout> | undefined
    const onPointerDown = () => {
      clearTimeout(pressEnd)
      pressing = true
    }
    const onPointerUp = () => {
      clearTimeout(pressEnd)
      // A tap's click follows its release as its own event; a press that never clicks lets go of focus.
      pressEnd = setTimeout(() => {
        pressing = false
      }, 1000)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing) renderFor(event.target, 'focus')
    }
    const onClick = (event: MouseEvent) => {
      // The server's element would do nothing (a button) or load a whole document (a link): the rendered
      // one does what it should.
      event.preventDefault()
      event.stopPropagation()
      renderFor(event.target, 'click')
    }
    element.addEventListener('pointerdown', onPointerDown, true)
    element.addEventListener('pointerup', onPointerUp, true)
    element.addEventListener('pointercancel', onPointerUp, true)
    element.addEventListener('focusin', onFocusIn, true)
    element.addEventListener('click', onClick, true)
    return () => {
      element.classList.remove(styles.adopted)
      unobserve()
      clearTimeout(pressEnd)
      element.removeEventListener('pointerdown', onPointerDown, true)
      element.removeEventListener('pointerup', onPointerUp, true)
      element.removeEventListener('pointercancel', onPointerUp, true)
      element.removeEventListener('focusin', onFocusIn, true)
      element.removeEventListener('click', onClick, true)
    }
  }, [adopted])

  // The rendered wrapper, attached before the browser paints it: the focus or click the server's HTML took
  // goes to the element in its place.
  const attach = useCallback((element: HTMLElement | null) => {
    wrapper.current = element
    const next = replay.current
    if (!element || !next) return
    replay.current = null
    const target = elementAt(element, next.path)
    target?.focus({ preventScroll: true })
    if (next.kind === 'click') target?.click()
  }, [])
  const ref = attach as Ref<HTMLDivElement>

  if (adopted)
    return (
      <Tag
        {...props}
        ref={ref}
        key="adopted"
        // The server's HTML stays the part's content: React claims the wrapper and none of its children, and
        // never writes the empty HTML into it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never written (see above)
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    )
  const part = (
    // After the adopted wrapper, a new element: React would add the children after the server's HTML rather
    // than replace it.
    <Tag {...props} ref={ref} key="rendered">
      {children}
    </Tag>
  )
  // On the server and after the hydration, no boundary of its own: rendering the children waits for their
  // code (a transition) with the server's HTML on the page. A part mounted after the hydration (a
  // navigation) shows the fallback meanwhile.
  return hydrating || typeof document === 'undefined' ? (
    part
  ) : (
    <Suspense fallback={<Tag {...props}>{fallback}</Tag>}>{part}</Suspense>
  )
}
