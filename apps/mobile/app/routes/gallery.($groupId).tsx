import { listDefaults } from '@liuhe/domain'
import {
  GalleryCard,
  InfiniteList,
  InitialFilter,
  SearchBox,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  visuallyHidden,
} from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/gallery/gallery.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import {
  type GalleryCardView,
  type GalleryChunk,
  galleryInitials,
  loadGalleryChunk,
  type WalkCursor,
} from '#app/server/content/gallery.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [
  { title: '图库 - 六合彩资讯' },
  { name: 'description', content: '六合彩图库：按首字母浏览每期图纸。' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = platformFor(request)
  try {
    const games = await api.gallery.games()
    const requested = Number(params.groupId)
    const gameId = games.some((g) => g.gameId === requested)
      ? requested
      : (games[0]?.gameId ?? listDefaults.gallery.gameId)
    invariantResponse(params.groupId === undefined || gameId === requested, '图库不存在')
    const [initials, first] = await Promise.all([
      galleryInitials(api, gameId),
      loadGalleryChunk(
        api,
        { gameId, groupType: 1, initial: 'all', searchText: '', cursor: { index: 0, page: 1 } },
        Date.now(),
      ),
    ])
    return data({ games, gameId, initials, first }, { headers: { 'Cache-Control': 'public, max-age=30' } })
  } catch (error) {
    platformFailure(error)
  }
}

interface ListState {
  items: GalleryCardView[]
  next: WalkCursor | null
}

const cacheKey = (gameId: number, type: number, initial: string, search: string) =>
  `${gameId}|${type}|${initial}|${search}`

export default function Gallery() {
  const { games, gameId, initials, first } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [groupType, setGroupType] = useState<1 | 2>(1)
  const [initial, setInitial] = useState('all')
  const [search, setSearch] = useState('')
  const key = cacheKey(gameId, groupType, initial, search)
  // Results are cached per game, type, initial and search text for the life of the page.
  const cache = useRef(new Map<string, ListState>([[cacheKey(gameId, 1, 'all', ''), first]]))
  const [list, setList] = useState<ListState>(
    cache.current.get(key) ?? { items: [], next: { index: 0, page: 1 } },
  )
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const active = useRef(key)

  const load = async (forKey: string, from: ListState) => {
    if (!from.next) return
    setLoading(true)
    setError(null)
    const q = new URLSearchParams({
      gameId: String(gameId),
      groupType: String(groupType),
      initial,
      searchText: search,
      index: String(from.next.index),
      page: String(from.next.page),
    })
    try {
      const response = await fetch(`/resources/gallery?${q}`)
      const body = (await response.json()) as GalleryChunk & { message?: string }
      if (!response.ok) throw new Error(body.message ?? '加载失败')
      const merged = { items: [...from.items, ...body.items], next: body.next }
      cache.current.set(forKey, merged)
      if (active.current === forKey) setList(merged)
    } catch (e) {
      if (active.current === forKey) setError(e instanceof Error ? e.message : '加载失败')
    } finally {
      if (active.current === forKey) setLoading(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache key names everything the list depends on.
  useEffect(() => {
    active.current = key
    const cached = cache.current.get(key)
    const start = cached ?? { items: [], next: { index: 0, page: 1 } }
    setList(start)
    setLoading(false)
    setError(null)
    if (!cached) void load(key, start)
  }, [key])

  return (
    <main className={styles.page}>
      <h1 className={visuallyHidden}>图库</h1>
      <Tabs value={String(gameId)} onValueChange={(v) => navigate(`/gallery/${v}`)}>
        <div className={styles.bar}>
          <TabsList aria-label="彩种">
            {games.map((g) => (
              <TabsTrigger key={g.gameId} value={String(g.gameId)}>
                {g.gameName}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className={styles.toolbar}>
            <div className={styles.grow}>
              <SearchBox
                key={gameId}
                label="搜索图纸"
                placeholder="请输入图纸名称"
                onSubmit={setSearch}
                onClear={() => setSearch('')}
              />
            </div>
            <Switch isSelected={groupType === 2} onChange={(bw) => setGroupType(bw ? 2 : 1)}>
              黑白
            </Switch>
          </div>
          {search === '' && <InitialFilter value={initial} onChange={setInitial} letters={initials} />}
        </div>
        <TabsContent value={String(gameId)} spacing="none">
          <InfiniteList
            items={list.items}
            getKey={(i) => i.groupId}
            renderItem={(i, index) => (
              <GalleryCard
                name={i.name}
                gameTurn={i.gameTurn}
                thumbUrl={i.thumbUrl}
                href={`/gallery-detail/${gameId}/${i.groupId}${groupType === 2 ? '?type=2' : ''}`}
                updated={i.updated}
                eager={index < 3}
              />
            )}
            hasMore={list.next !== null}
            loading={loading}
            error={error}
            onRetry={() => void load(key, list)}
            onLoadMore={() => void load(key, list)}
            threshold={listDefaults.galleryLoadMorePx}
            className={styles.grid}
            aria-label="图纸"
          />
        </TabsContent>
      </Tabs>
    </main>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="图库加载失败" />
}
