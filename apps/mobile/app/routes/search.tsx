import type { SearchResults } from '@liuhe/api'
import { searchKindLabels } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ChipNav } from '#app/components/templates/ChipNav.tsx'
import * as recordStyles from '#app/components/templates/records.css.ts'
import * as styles from '#app/components/templates/templates.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { INFORMATION_GAMES, loadSearch } from '#app/server/content/templates.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '搜索' }]

const query = z.object({
  gameId: z.coerce.number().int().min(1).max(1_000_000_000).catch(INFORMATION_GAMES[0].gameId),
  q: z.string().max(200).catch(''),
})

/** Cards, library documents and gallery groups of a game matching a number, a zodiac or a name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gameId, q } = readQuery(request, query)
  const { results, error } =
    q.trim() === '' ? { results: null, error: null } : await loadSearch(request, gameId, q)
  return data(
    { games: INFORMATION_GAMES, gameId, q, results, error },
    { headers: { 'Cache-Control': 'public, max-age=30' } },
  )
}

type Hit = { key: string; href: string; title: string; detail: string }

/** The results of each kind as links, in the page's order: 模板, 资料, 图库. */
function groupsOf(results: SearchResults): { kind: keyof typeof searchKindLabels; hits: Hit[] }[] {
  return [
    {
      kind: 'template',
      hits: results.templates.map((t) => ({
        key: `t${t.templateId}`,
        href: `/template/${t.gameId}/${t.templateId}`,
        title: t.name,
        detail: t.picks ? `本期推荐：${t.picks}` : t.playCateName,
      })),
    },
    {
      kind: 'document',
      hits: results.documents.map((d) => ({
        key: `d${d.documentId}`,
        href: `/template/${d.gameId}/${d.templateId}?documentId=${d.documentId}`,
        title: d.subName,
        detail: d.picks ? `本期推荐：${d.picks}` : d.playCateName,
      })),
    },
    {
      kind: 'gallery',
      hits: results.gallery.map((g) => ({
        key: `g${g.groupId}`,
        href: `/gallery-detail/${g.gameId}/${g.groupId}`,
        title: g.name,
        detail: g.gameTurn ? `第${g.gameTurn}期` : '',
      })),
    },
  ]
}

export default function Search() {
  const { games, gameId, q, results, error } = useLoaderData<typeof loader>()
  const groups = results ? groupsOf(results).filter((g) => g.hits.length > 0) : []
  const href = (id: number) => `/search?${new URLSearchParams({ gameId: String(id), ...(q ? { q } : {}) })}`
  return (
    <div className={styles.page}>
      <NavBar title="搜索" backHref="/" />
      <main>
        <div className={styles.toolbar}>
          <ChipNav
            label="彩种"
            chips={games.map((game) => ({
              key: game.gameId,
              label: game.gameName,
              href: href(game.gameId),
              current: game.gameId === gameId,
            }))}
          />
          {/* A plain GET form: it works before (and without) JavaScript, and the query stays in the box. */}
          <Form method="get" action="/search" role="search" className={recordStyles.searchForm}>
            <input type="hidden" name="gameId" value={gameId} />
            <input
              className={recordStyles.searchInput}
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              aria-label="搜索号码、生肖或名称"
              placeholder="号码(18)、生肖(马)或名称"
              enterKeyHint="search"
            />
            <button type="submit" className={recordStyles.searchButton}>
              搜索
            </button>
          </Form>
        </div>
        {error && (
          <p className={recordStyles.error} role="alert">
            {error}
          </p>
        )}
        {results && results.query.kind === 'number' && results.tokens.length > 1 && (
          <p className={recordStyles.summary}>
            号码{results.tokens[0]}今年属{results.tokens[1]}，推荐{results.tokens[1]}的资料一并列出
          </p>
        )}
        {results &&
          (groups.length === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            groups.map((group) => (
              <section
                key={group.kind}
                className={recordStyles.section}
                aria-labelledby={`search-${group.kind}`}
                data-kind={group.kind}
              >
                <h2 id={`search-${group.kind}`} className={recordStyles.sectionHeading}>
                  {searchKindLabels[group.kind]}（{group.hits.length}）
                </h2>
                <ul className={recordStyles.list}>
                  {group.hits.map((hit) => (
                    <li key={hit.key}>
                      <Link className={recordStyles.plainRow} to={hit.href}>
                        <span className={recordStyles.name}>
                          <span className={recordStyles.title}>{hit.title}</span>
                          {hit.detail && <span className={recordStyles.detail}>{hit.detail}</span>}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ))}
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="搜索失败" />
}
