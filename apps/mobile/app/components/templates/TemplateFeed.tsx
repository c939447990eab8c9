import type { Viewer } from '@liuhe/domain'
import { InfiniteList } from '@liuhe/ui'
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { memo, useEffect, useState } from 'react'
import type { TemplateFeedPage } from '#app/templates.server.ts'
import { ConnectedTemplateCard } from './ConnectedTemplateCard'
import { withLoadedPage, withNewFirstPage } from './feedPages.ts'
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
}

/**
 * The home information list: template cards, 20 per page, loading the next page from
 * `/resources/template-feed` when the end comes within 300 px, ending with 没有更多数据了 (暂无数据 when
 * empty). Group tabs reset when the play category changes (the cards remount).
 */
function TemplateFeedList({ gameId, playCateName = '', initialPage, viewer }: TemplateFeedProps) {
  const fetcher = useFetcher<TemplateFeedPage>()
  const [pages, setPages] = useState<TemplateFeedPage[]>([initialPage])

  // A revalidated first page (home revalidates on every live push) replaces page 1 and keeps the pages the
  // reader has scrolled through; a new game or category remounts the list. On mount nothing changes.
  useEffect(() => {
    setPages((current) => withNewFirstPage(current, initialPage))
  }, [initialPage])

  // The fetcher's last answer once it is in the list: until then the list still counts as loading, so its end
  // (still in view until the new cards are in) does not ask for the same page again.
  const [merged, setMerged] = useState<TemplateFeedPage>()
  useEffect(() => {
    const next = fetcher.data
    if (fetcher.state !== 'idle' || !next || !('templates' in next)) return
    setPages((current) => withLoadedPage(current, next))
    setMerged(next)
  }, [fetcher.state, fetcher.data])
  const unmerged = fetcher.data !== undefined && 'templates' in fetcher.data && fetcher.data !== merged

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
  // A cut page is read again whole; after a whole page comes the next one.
  const nextPage = last.partial ? last.page : last.page + 1
  const query = new URLSearchParams({ gameId: String(gameId), playCateName, page: String(nextPage) })
  const location = useLocation()
  // Without JavaScript the rest of a cut page never loads here: the link asks the server for every card.
  const all = new URLSearchParams(location.search)
  all.set(ALL_CARDS_PARAM, '1')
  return (
    <>
      <InfiniteList
        items={templates}
        getKey={(t) => `${playCateName}-${t.id}`}
        renderItem={(t) => (
          <ConnectedTemplateCard
            template={t}
            viewer={viewer}
            pastRecordsHref={`/template/${t.gameId}/${t.id}`}
          />
        )}
        hasMore={last.partial || last.hasMore}
        loading={fetcher.state !== 'idle' || unmerged}
        onLoadMore={() => fetcher.load(`/resources/template-feed?${query}`)}
        threshold={300}
        aria-label="资讯列表"
        className={styles.feed}
      />
      {last.partial ? (
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
