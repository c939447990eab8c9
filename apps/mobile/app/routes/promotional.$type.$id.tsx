import { promotionDateRange } from '@liuhe/domain'
import { ErrorState, LazyImage, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/promotions/promotions.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { assetUrl, platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { sanitizeHtml } from '#app/server/security/sanitize.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d?.promotion.name ?? '优惠活动'} - 六合彩资讯` },
]

const paramsSchema = z.object({ type: z.coerce.number().int().min(0), id: z.coerce.number().int().min(1) })

/** One promotion with its rich content, sanitized on the server. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = paramsSchema.safeParse(params)
  invariantResponse(p.success, '活动不存在')
  try {
    const promotion = await platformFor(request).promotions.detail(p.data.id)
    return data(
      {
        promotion: {
          name: promotion.name,
          coverUrl: assetUrl(promotion.coverUrl),
          dateRange: promotionDateRange(promotion.startTime, promotion.endTime),
          domain: promotion.domain,
          html: sanitizeHtml(promotion.content),
        },
      },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

export default function PromotionDetail() {
  const { promotion } = useLoaderData<typeof loader>()
  return (
    <main className={styles.page}>
      <NavBar title={promotion.name} backHref="/promotional" />
      <article className={styles.article}>
        <LazyImage src={promotion.coverUrl} alt="" width={690} height={260} eager />
        <h2 className={styles.title}>{promotion.name}</h2>
        <p className={styles.meta}>
          <span>{promotion.dateRange}</span>
          <span>{promotion.domain}</span>
        </p>
        {promotion.html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with a strict whitelist.
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: promotion.html }} />
        ) : (
          <ErrorState title="暂无数据" message="" />
        )}
      </article>
    </main>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="活动加载失败" />
}
