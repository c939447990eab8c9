import { hasMorePages, isLoggedIn, LOGIN_REQUIRED_MESSAGE, listDefaults } from '@liuhe/domain'
import { Button, LazyImage, LikeButton, NavBar, Pager, ZoomableImage } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ShouldRevalidateFunction, useLoaderData, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/gallery/gallery.css.ts'
import { useToggleFetcher } from '#app/hooks/useToggleFetcher.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d?.latest?.name ?? '图库'} - 六合彩资讯` },
]

const paramsSchema = z.object({
  gameId: z.coerce.number().int().min(1),
  groupId: z.coerce.number().int().min(1),
})
const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  type: z.enum(['1', '2']).default('1'),
})

/** The group's latest image and one page of its history; a failed platform call shows the error page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = paramsSchema.safeParse(params)
  invariantResponse(p.success, '图库不存在')
  const q = readQuery(request, querySchema)
  const { token, viewer } = await getViewer(request)
  try {
    const rows = listDefaults.gallery.rows
    const detail = await platformFor(request, token).gallery.groupDetail(p.data.groupId, {
      page: q.page,
      rows,
      groupType: q.type === '2' ? 2 : 1,
    })
    const image = (i: NonNullable<typeof detail.latest>) => ({
      id: i.id,
      name: i.name,
      gameTurn: i.gameTurn,
      imageUrl: assetUrl(i.imageUrl),
      thumbUrl: assetUrl(i.thumbUrl),
      like: i.like,
      likeCount: i.likeCount,
    })
    return data(
      {
        gameId: p.data.gameId,
        loggedIn: isLoggedIn(viewer),
        latest: detail.latest ? image(detail.latest) : null,
        history: detail.groupList.data.map(image),
        page: q.page,
        hasMore: hasMorePages(q.page, rows, detail.groupList.totalCount),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

const LIKE_ACTION = '/resources/gallery-like'

/** A like's answer carries the image's new count: the page does not reload for it (nor lose its selection). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction !== LIKE_ACTION && defaultShouldRevalidate

type Image = { id: number; like: number; likeCount: number }
type LikeAnswer = { galleryId: number; like: number; likeCount: number }

/** One image's like button; the buttons of the same image share its request. */
function ImageLike({ image, subject, loggedIn }: { image: Image; subject: string; loggedIn: boolean }) {
  const like = useToggleFetcher<LikeAnswer>({
    action: LIKE_ACTION,
    idField: 'galleryId',
    id: image.id,
    initial: image.like === 1,
    settledOf: (result) => result.like === 1,
    refusal: loggedIn ? undefined : { message: LOGIN_REQUIRED_MESSAGE, durationMs: 2000 },
  })
  const settledCount = like.accepted?.likeCount ?? image.likeCount
  const count = like.on === like.settledOn ? settledCount : settledCount + (like.on ? 1 : -1)
  return <LikeButton liked={like.on} count={count} subject={subject} onToggle={like.toggle} />
}

export default function GalleryDetail() {
  const d = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const [selected, setSelected] = useState(d.latest)
  useEffect(() => setSelected(d.latest), [d.latest])

  const pageHref = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(page))
    return `?${next}`
  }

  return (
    <main className={styles.page}>
      <NavBar title={selected?.name ?? '图库'} backHref={`/gallery/${d.gameId}`} />
      <div className={styles.detail}>
        {selected ? (
          <section aria-label="最新一期">
            <div className={styles.latestMeta}>
              <h1 style={{ fontSize: 'inherit', margin: 0 }}>第{selected.gameTurn}期</h1>
              <ImageLike image={selected} subject={`第${selected.gameTurn}期`} loggedIn={d.loggedIn} />
            </div>
            <ZoomableImage
              key={selected.id}
              src={selected.imageUrl}
              placeholderSrc={selected.thumbUrl}
              alt={`${selected.name} 第${selected.gameTurn}期`}
              width={750}
              height={1000}
            />
          </section>
        ) : (
          <p>暂无数据</p>
        )}
        <section aria-label="往期图纸">
          <h2 style={{ fontSize: 'inherit' }}>往期图纸</h2>
          <ul className={styles.history}>
            {d.history.map((i) => (
              <li key={i.id} className={styles.historyItem}>
                <button
                  type="button"
                  className={styles.historyButton}
                  aria-label={`查看第${i.gameTurn}期`}
                  onClick={() => {
                    setSelected(i)
                    window.scrollTo({ top: 0 })
                  }}
                >
                  <LazyImage src={i.thumbUrl} alt="" width={200} height={266} />
                </button>
                <div className={styles.row}>
                  <span>第{i.gameTurn}期</span>
                  <ImageLike image={i} subject={`第${i.gameTurn}期`} loggedIn={d.loggedIn} />
                </div>
              </li>
            ))}
          </ul>
          <Pager page={d.page} hasMore={d.hasMore} hrefFor={pageHref} endText="没有更多数据了" label="分页" />
        </section>
        <Button variant="secondary" href={`/gallery/${d.gameId}`}>
          返回图库
        </Button>
      </div>
    </main>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="图纸加载失败" />
}
