// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { lazy, type ReactElement, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrateWhenVisible, NEAR_VIEWPORT } from './HydrateWhenVisible'

// The app's vitest runs without vanilla-extract's compiler: the class name stands in for the style.
vi.mock('./HydrateWhenVisible.css.ts', () => ({ adopted: 'adopted' }))

/** The IntersectionObservers created (jsdom has none): a test reports their targets in view. */
let observers: {
  options?: IntersectionObserverInit
  targets: Element[]
  callback: IntersectionObserverCallback
}[]

class FakeObserver {
  readonly targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    observers.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1)
  }
  disconnect() {
    this.targets.length = 0
  }
}

/** The stand-in of the current test. */
let Observer: typeof FakeObserver

/** Reports every observed element as near the viewport. */
function comeIntoView() {
  for (const observer of observers)
    observer.callback(
      observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      observer as unknown as IntersectionObserver,
    )
}

/** Components the part renders (each mounted one counted), with a control that only works once rendered. */
let mounted: number
function Part() {
  const [presses, setPresses] = useState(0)
  useEffect(() => {
    mounted += 1
  }, [])
  return (
    <ul>
      <li>
        <a href="/template/110/1">第一张卡片</a>
      </li>
      <li>
        <button type="button" onClick={() => setPresses((n) => n + 1)}>
          点赞 {presses}
        </button>
      </li>
    </ul>
  )
}

const page = (
  <HydrateWhenVisible as="section" aria-label="资讯">
    <Part />
  </HydrateWhenVisible>
)

/** The server's HTML of an element (rendered where there is no document), in the page. */
function serverRendered(element: ReactElement): HTMLElement {
  vi.stubGlobal('document', undefined)
  let html: string
  try {
    html = renderToString(element)
  } finally {
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', Observer)
  }
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  return container
}

/** Whether React holds a node (hydrated or rendered it). */
const claimed = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))

describe('HydrateWhenVisible', () => {
  let root: Root | undefined
  let container: HTMLElement
  beforeEach(() => {
    observers = []
    mounted = 0
    // A class of its own per test: the component makes a new observer for it.
    Observer = class extends FakeObserver {}
    vi.stubGlobal('IntersectionObserver', Observer)
  })
  afterEach(() => {
    if (root) act(() => root?.unmount())
    root = undefined
    container?.remove()
    cleanup()
    vi.unstubAllGlobals()
  })

  /** Server render then hydration, with no console error (a hydration mismatch would log one). */
  function hydrated() {
    container = serverRendered(page)
    const errors = vi.spyOn(console, 'error')
    act(() => {
      root = hydrateRoot(container, page)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    return container
  }

  it('server-renders the children and hydrates none of them until the part comes near the viewport', async () => {
    const server = hydrated()
    const section = screen.getByRole('region', { name: '资讯' })
    const link = screen.getByRole('link', { name: '第一张卡片' })
    // The wrapper is React's, the server's children are still there and are not.
    expect(claimed(section)).toBe(true)
    expect(claimed(link)).toBe(false)
    // Its animations hold still meanwhile.
    expect(section.classList.contains('adopted')).toBe(true)
    expect(link.getAttribute('href')).toBe('/template/110/1')
    expect(mounted).toBe(0)
    expect(observers).toHaveLength(1)
    expect(observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT)
    expect(observers[0]?.targets).toEqual([section])

    // Near the viewport: the children render in the wrapper's place, the server's HTML gone.
    await act(async () => comeIntoView())
    expect(mounted).toBe(1)
    const rendered = screen.getByRole('region', { name: '资讯' })
    expect(claimed(screen.getByRole('link', { name: '第一张卡片' }))).toBe(true)
    expect(server.querySelectorAll('a')).toHaveLength(1)
    act(() => screen.getByRole('button', { name: '点赞 0' }).click())
    expect(rendered.contains(screen.getByRole('button', { name: '点赞 1' }))).toBe(true)
    expect(observers[0]?.targets).toEqual([])
  })

  it("renders at once on a click in the server's HTML and clicks the rendered element in its place", () => {
    hydrated()
    const serverButton = screen.getByRole('button', { name: '点赞 0' })
    act(() => serverButton.click())
    expect(mounted).toBe(1)
    const button = screen.getByRole('button', { name: '点赞 1' })
    expect(button).not.toBe(serverButton)
    expect(document.activeElement).toBe(button)
  })

  it('renders at once when the keyboard focuses an element in it, and focuses the rendered one', () => {
    hydrated()
    act(() => screen.getByRole('link', { name: '第一张卡片' }).focus())
    expect(mounted).toBe(1)
    const link = screen.getByRole('link', { name: '第一张卡片' })
    expect(claimed(link)).toBe(true)
    expect(document.activeElement).toBe(link)
  })

  it("leaves a press's focus to its click", () => {
    hydrated()
    const serverButton = screen.getByRole('button', { name: '点赞 0' })
    act(() => {
      serverButton.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      serverButton.focus()
    })
    expect(mounted).toBe(0)
    act(() => serverButton.click())
    expect(mounted).toBe(1)
    expect(screen.getByRole('button', { name: '点赞 1' })).toBeTruthy()
  })

  it("keeps the server's HTML on the page while the children's code loads", async () => {
    let arrive: (module: { default: typeof Part }) => void = () => {}
    const LazyPart = lazy(
      () =>
        new Promise<{ default: typeof Part }>((resolve) => {
          arrive = resolve
        }),
    )
    container = serverRendered(page)
    const serverLink = screen.getByRole('link', { name: '第一张卡片' })
    act(() => {
      root = hydrateRoot(
        container,
        <HydrateWhenVisible as="section" aria-label="资讯">
          <LazyPart />
        </HydrateWhenVisible>,
      )
    })
    await act(async () => comeIntoView())
    expect(screen.getByRole('link', { name: '第一张卡片' })).toBe(serverLink)
    await act(async () => arrive({ default: Part }))
    expect(mounted).toBe(1)
    expect(screen.getByRole('link', { name: '第一张卡片' })).not.toBe(serverLink)
    expect(claimed(screen.getByRole('link', { name: '第一张卡片' }))).toBe(true)
  })

  it('renders the children at once in a render that is not a hydration (a client-side navigation)', () => {
    render(page)
    expect(mounted).toBe(1)
    expect(claimed(screen.getByRole('link', { name: '第一张卡片' }))).toBe(true)
    expect(observers).toEqual([])
  })
})
