import type { LibraryDocument } from '@liuhe/api'
import { usesCategoryDropdown } from '@liuhe/domain'
import { InfiniteList, NavBar, SearchBox, Select } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ChipNav } from '#app/components/templates/ChipNav.tsx'
import * as recordStyles from '#app/components/templates/records.css.ts'
import * as styles from '#app/components/templates/templates.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import {
  type DocumentPage,
  INFORMATION_GAMES,
  loadDocumentCategories,
  loadDocuments,
} from '#app/server/content/templates.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '资料库' }]

const query = z.object({
  gameId: z.coerce.number().int().min(1).catch(INFORMATION_GAMES[0].gameId),
  templateId: z.coerce.number().int().min(1).optional().catch(undefined),
  q: z.string().max(50).optional().catch(undefined),
})

/** Game tabs, the game's library categories and the first page of documents for the category and search. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gameId, templateId, q } = readQuery(request, query)
  const searchText = q?.trim() ?? ''
  const [categories, first] = await Promise.all([
    loadDocumentCategories(request, gameId),
    loadDocuments(request, { gameId, templateId, searchText, page: 1 }),
  ])
  return data(
    { games: INFORMATION_GAMES, gameId, templateId: templateId ?? null, searchText, categories, first },
    { headers: { 'Cache-Control': 'public, max-age=30' } },
  )
}

/** Documents loaded so far, per game, category and search text: coming back shows them without reloading. */
const documentCache = new Map<string, DocumentPage>()

function href(gameId: number, templateId: number | null, searchText: string): string {
  const params = new URLSearchParams({ gameId: String(gameId) })
  if (templateId) params.set('templateId', String(templateId))
  if (searchText) params.set('q', searchText)
  return `/databases?${params}`
}

export default function Databases() {
  const { games, gameId, templateId, searchText, categories, first } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const key = `${gameId}|${templateId ?? ''}|${searchText}`
  // One fetcher per search: a page fetched for the last search is never merged into this one.
  const fetcher = useFetcher<DocumentPage>({ key: `documents|${key}` })
  // The pages loaded so far belong to one search: when the loader answers for another, the list is that
  // search's from the first render on (an effect would show the old list for one frame under the new URL).
  const [loaded, setLoaded] = useState<{ key: string; page: DocumentPage }>(() => ({
    key,
    page: documentCache.get(key) ?? first,
  }))
  const list = loaded.key === key ? loaded.page : (documentCache.get(key) ?? first)

  useEffect(() => {
    const next = fetcher.data
    if (fetcher.state !== 'idle' || !next || !('documents' in next)) return
    setLoaded((current) => {
      const base = current.key === key ? current.page : (documentCache.get(key) ?? first)
      if (next.page !== base.page + 1) return current
      const merged = { ...next, documents: [...base.documents, ...next.documents] }
      documentCache.set(key, merged)
      return { key, page: merged }
    })
  }, [fetcher.state, fetcher.data, key, first])

  const categoryLinks = [{ templateId: null as number | null, playCateName: '全部' }, ...categories]
  const dropdown = usesCategoryDropdown(categories.length)
  const nextQuery = new URLSearchParams({ gameId: String(gameId), page: String(list.page + 1) })
  if (templateId) nextQuery.set('templateId', String(templateId))
  if (searchText) nextQuery.set('searchText', searchText)

  return (
    <div className={styles.page}>
      <NavBar title="资料库" />
      <main>
        <div className={styles.toolbar}>
          <ChipNav
            label="彩种"
            chips={games.map((game) => ({
              key: game.gameId,
              label: game.gameName,
              href: href(game.gameId, null, ''),
              current: game.gameId === gameId,
            }))}
          />
          <p className={recordStyles.links}>
            <Link className={recordStyles.link} to={`/template-ranking/${gameId}`}>
              准确率排行
            </Link>
            <Link className={recordStyles.link} to={`/search?gameId=${gameId}`}>
              号码生肖搜索
            </Link>
          </p>
          <SearchBox
            key={key}
            label="搜索资料"
            placeholder="请输入资料名称"
            defaultValue={searchText}
            onSubmit={(text) => navigate(href(gameId, templateId, text.trim()))}
            onClear={() => navigate(href(gameId, templateId, ''))}
          />
          {dropdown && (
            <Select
              label="玩法分类"
              value={String(templateId ?? '')}
              options={categoryLinks.map((c) => ({
                value: String(c.templateId ?? ''),
                label: c.playCateName,
              }))}
              onChange={(value) => navigate(href(gameId, Number(value) || null, searchText))}
            />
          )}
          <ChipNav
            label="玩法分类"
            className={dropdown ? styles.wrapped : undefined}
            chips={categoryLinks.map((category) => ({
              key: category.templateId ?? 'all',
              label: category.playCateName,
              href: href(gameId, category.templateId, searchText),
              current: category.templateId === templateId,
            }))}
          />
        </div>
        <InfiniteList<LibraryDocument>
          items={list.documents}
          getKey={(d) => d.documentId}
          renderItem={(d) => (
            <Link
              className={styles.document}
              to={`/template/${d.gameId}/${d.templateId}?documentId=${d.documentId}`}
            >
              {d.subName}
            </Link>
          )}
          hasMore={list.hasMore}
          loading={fetcher.state === 'loading'}
          onLoadMore={() => fetcher.load(`/resources/documents?${nextQuery}`)}
          threshold={300}
          aria-label="资料列表"
          className={styles.documents}
        />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="资料库加载失败" />
}
