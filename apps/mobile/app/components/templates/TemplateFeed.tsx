import type { Viewer } from '@liuhe/domain'
import { InfiniteList } from '@liuhe/ui'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { memo, useEffect, useRef, useState, useTransition } from 'react'
import type { TemplateFeedPage } from '#app/server/content/templates.server.ts'
import { ConnectedTemplateCard } from './ConnectedTemplateCard'
import { ALL_CARDS_PARAM } from './feedParams.ts'
import * as styles from './templates.css'

/** Props of {@link TemplateFeed}. */
export interface TemplateFeedProps {
  /** The lottery game whose cards are listed (110 Macau, 70 Hong Kong). */
  gameId: number
  /** The selected play category; empty or 全部 lists all. Changing it restarts the list. */
  playCateName?: string
  /** The first page, from `loadTemplateFeed(request, { gameId, playCateName, page: 1 })` in the loader. */
  initialPage: TemplateFeedPage
  /** Public viewer flags from the loader (`publicViewer(state.viewer)`): locks and favourite refusals. */
  viewer: Viewer
  /**
   * How many cards the server renders (the first screenful); the browser renders the rest of the loaded
   * cards a few at a time as the reader scrolls towards them. All of them by default.
   */
  firstRendered?: number
}

/** Cards rendered per step as the end of the list nears the viewport (about two screens of cards). */
const REVEAL_STEP = 4

/** Where a page of a feed is read. */
const feedPageUrl = (gameId: number, playCateName: string, page: number) =>
  `/resources/template-feed?${new URLSearchParams({ gameId: String(gameId), playCateName, page: String(page) })}`

/**
 * How many cards each history entry had rendered, by location key: coming back to the page renders them at
 * once, so the scroll position it restores is still there.
 */
const revealedByEntry = new Map<string, number>()

/**
 * The whole first page of each feed (by game and play category) the browser read last: a list coming back
 * with a partial first page (its first cards only) to an entry that had rendered more takes the cards after
 * them from it at once, so the scroll position restored is still there, and reads the page again.
 */
const wholeFirstPages = new Map<string, TemplateFeedPage>()

/** A partial first page with the cards after its own from `whole` (a page of the same list read before). */
function withRestOf(partial: TemplateFeedPage, whole: TemplateFeedPage | undefined): TemplateFeedPage {
  if (!partial.partial || !whole || whole.partial) return partial
  const ids = new Set(partial.templates.map((t) => String(t.id)))
  const after = whole.templates.filter((t) => !ids.has(String(t.id)))
  return { ...partial, templates: [...partial.templates, ...after], partial: false }
}

/**
 * The home information list: template cards, 20 per page, loading the next page from
 * `/resources/template-feed` when the end comes within 300 px, ending with 没有更多数据了 (暂无数据 when
 * empty). Group tabs reset when the play category changes (the cards remount).
 */
function TemplateFeedList({
  gameId,
  playCateName = '',
  initialPage,
  viewer,
  firstRendered = Number.POSITIVE_INFINITY,
}: TemplateFeedProps) {
  const fetcher = useFetcher<TemplateFeedPage>()
  const location = useLocation()
  const listKey = `${gameId}:${playCateName}`
  const [pages, setPages] = useState<TemplateFeedPage[]>(() => [
    (revealedByEntry.get(location.key) ?? 0) > initialPage.templates.length
      ? withRestOf(initialPage, wholeFirstPages.get(listKey))
      : initialPage,
  ])
  // The server renders the first screenful and hydration matches it; the cards below render when the
  // reader scrolls near them, as a transition (rendering a page of cards at once is the most expensive
  // work on home: about three quarters of its hydration's main-thread time).
  // Hydration finds the map empty (the module has just loaded), so it renders what the server did.
  const [revealed, setRevealed] = useState(() =>
    Math.max(firstRendered, revealedByEntry.get(location.key) ?? 0),
  )
  const [revealing, startReveal] = useTransition()
  useEffect(() => {
    if (Number.isFinite(revealed)) revealedByEntry.set(location.key, revealed)
  }, [location.key, revealed])

  // A revalidated first page (home revalidates on every live push) replaces page 1 and keeps the pages the
  // reader has scrolled through; a new game or category remounts the list. On mount nothing changes (but a
  // first page completed from an earlier read is read again). A partial first page keeps the cards after
  // its own the reader already has, and the whole page is read again so those show the new results too.
  const { load } = fetcher
  const pagesNow = useRef(pages)
  pagesNow.current = pages
  const handled = useRef<TemplateFeedPage | undefined>(undefined)
  useEffect(() => {
    if (handled.current === initialPage) return
    const mounting = handled.current === undefined
    handled.current = initialPage
    const [first, ...rest] = pagesNow.current
    if (mounting) {
      if (first !== initialPage) load(feedPageUrl(gameId, playCateName, initialPage.page))
      return
    }
    if (!initialPage.partial || !first || first.partial) {
      setPages([initialPage, ...rest])
      return
    }
    setPages([withRestOf(initialPage, first), ...rest])
    load(feedPageUrl(gameId, playCateName, initialPage.page))
  }, [initialPage, load, gameId, playCateName])

  // A page read: a new one is added; one the list has (the whole of a partial page, or one read again)
  // replaces it.
  useEffect(() => {
    const next = fetcher.data
    if (fetcher.state !== 'idle' || !next || !('templates' in next)) return
    if (next.page === 1 && !next.partial) wholeFirstPages.set(listKey, next)
    setPages((current) =>
      current.some((p) => p.page === next.page)
        ? current.map((p) => (p.page === next.page && p.templates !== next.templates ? next : p))
        : [...current, next],
    )
  }, [fetcher.state, fetcher.data, listKey])

  const last = pages[pages.length - 1] ?? initialPage
  const seen = new Set<string>()
  const templates = pages
    .flatMap((p) => p.templates)
    .filter((t) => {
      const key = String(t.id)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const shown = templates.slice(0, revealed)
  const waiting = shown.length < templates.length
  // The end of the list near: the next cards already loaded render, else the rest of a partial page loads
  // (the whole page), else the next page.
  const loadMore = () => {
    if (waiting) startReveal(() => setRevealed(shown.length + REVEAL_STEP))
    else fetcher.load(feedPageUrl(gameId, playCateName, last.partial ? last.page : last.page + 1))
  }
  // Without JavaScript the rest never renders here: the page asks for the server to render every card.
  const all = new URLSearchParams(location.search)
  all.set(ALL_CARDS_PARAM, '1')
  return (
    <>
      <InfiniteList
        items={shown}
        getKey={(t) => `${playCateName}-${t.id}`}
        renderItem={(t) => (
          <ConnectedTemplateCard
            template={t}
            viewer={viewer}
            pastRecordsHref={`/template/${t.gameId}/${t.id}`}
          />
        )}
        hasMore={waiting || Boolean(last.partial) || last.hasMore}
        loading={revealing || fetcher.state === 'loading'}
        onLoadMore={loadMore}
        threshold={300}
        aria-label="资讯列表"
        className={styles.feed}
      />
      {waiting || last.partial ? (
        <noscript>
          <Link className={styles.showAll} to={`${location.pathname}?${all}`}>
            显示全部资料
          </Link>
        </noscript>
      ) : null}
    </>
  )
}

/**
 * The feed re-renders only when its own props change: the page around it re-renders on every socket status
 * and live push, and a page of 20 cards is the most expensive part of home to render.
 */
export const TemplateFeed = memo(TemplateFeedList)
