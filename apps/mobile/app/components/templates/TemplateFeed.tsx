import type { Viewer } from '@liuhe/domain'
import { InfiniteList } from '@liuhe/ui'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { memo, useEffect, useState, useTransition } from 'react'
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

/**
 * How many cards each history entry had rendered, by location key: coming back to the page renders them at
 * once, so the scroll position it restores is still there.
 */
const revealedByEntry = new Map<string, number>()

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
  const [pages, setPages] = useState<TemplateFeedPage[]>([initialPage])
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
  // reader has scrolled through; a new game or category remounts the list. On mount nothing changes.
  useEffect(() => {
    setPages((current) => (current[0] === initialPage ? current : [initialPage, ...current.slice(1)]))
  }, [initialPage])

  useEffect(() => {
    const next = fetcher.data
    if (fetcher.state !== 'idle' || !next || !('templates' in next)) return
    setPages((current) => (current.some((p) => p.page === next.page) ? current : [...current, next]))
  }, [fetcher.state, fetcher.data])

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
  const query = new URLSearchParams({ gameId: String(gameId), playCateName, page: String(last.page + 1) })
  // The end of the list near: the next cards already loaded render, else the next page loads.
  const loadMore = () => {
    if (waiting) startReveal(() => setRevealed(shown.length + REVEAL_STEP))
    else fetcher.load(`/resources/template-feed?${query}`)
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
        hasMore={waiting || last.hasMore}
        loading={revealing || fetcher.state === 'loading'}
        onLoadMore={loadMore}
        threshold={300}
        aria-label="资讯列表"
        className={styles.feed}
      />
      {waiting ? (
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
