import type { Viewer } from '@liuhe/domain'
import { InfiniteList } from '@liuhe/ui'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { memo, startTransition, useEffect, useState } from 'react'
import type { TemplateFeedPage } from '#app/templates.server.ts'
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
   * How many cards the server renders (the first screenful); the rest of the first page renders in the
   * browser once the page is live, as a transition. All of them by default.
   */
  firstRendered?: number
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
  const [pages, setPages] = useState<TemplateFeedPage[]>([initialPage])
  // The server renders the first screenful; the hydrated page renders the rest without blocking input.
  const [live, setLive] = useState(false)
  useEffect(() => startTransition(() => setLive(true)), [])

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
  const shown = live ? templates : templates.slice(0, firstRendered)
  const waiting = shown.length < templates.length
  const query = new URLSearchParams({ gameId: String(gameId), playCateName, page: String(last.page + 1) })
  const location = useLocation()
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
        hasMore={last.hasMore}
        loading={waiting || fetcher.state === 'loading'}
        onLoadMore={() => fetcher.load(`/resources/template-feed?${query}`)}
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
