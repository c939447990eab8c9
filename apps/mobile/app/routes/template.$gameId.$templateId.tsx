import { NavBar, TrackRecord } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { z } from 'zod'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ConnectedTemplateCard } from '#app/components/templates/ConnectedTemplateCard.tsx'
import * as recordStyles from '#app/components/templates/records.css.ts'
import * as styles from '#app/components/templates/templates.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { loadTemplate, loadTemplateRecord, publicViewer } from '#app/server/content/templates.server.ts'
import { invariantResponse } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.template ? `${data.template.name} - 六合彩资讯` : '资料详情' },
]

const params = z.object({
  gameId: z.coerce.number().int().min(1),
  templateId: z.coerce.number().int().min(1),
})

/** One template (a library document with `?documentId=`), sanitized, with the viewer's lock flags. */
export async function loader({ request, params: raw }: LoaderFunctionArgs) {
  const parsed = params.safeParse(raw)
  invariantResponse(parsed.success, '资料不存在')
  const documentId = Number(new URL(request.url).searchParams.get('documentId')) || undefined
  const { gameId, templateId } = parsed.data
  // A library document shows its own rows; the record follows the card's lead series only. The record is
  // the same for everyone and does not wait for the profile call.
  const [{ viewer }, template, record] = await Promise.all([
    getViewer(request),
    loadTemplate(request, gameId, templateId, documentId),
    documentId === undefined ? loadTemplateRecord(request, gameId, templateId) : null,
  ])
  invariantResponse(template, '资料不存在')
  return data(
    // Cards without one row per issue (pick lists, rankings, posts) have no record to show.
    { template, record: record && record.issues > 0 ? record : null, viewer: publicViewer(viewer) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function TemplateDetail() {
  const { template, record, viewer } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={template.subName || template.name} backHref="/" />
      <main className={styles.content}>
        {record && (
          <>
            <TrackRecord record={record} headingLevel={2} />
            <p className={recordStyles.links}>
              <Link className={recordStyles.link} to={`/template-ranking/${template.gameId}`}>
                准确率排行
              </Link>
              <Link className={recordStyles.link} to={`/search?gameId=${template.gameId}`}>
                搜索资料
              </Link>
            </p>
          </>
        )}
        <ConnectedTemplateCard
          key={template.id}
          template={template}
          viewer={viewer}
          defaultExpanded
          headingLevel={2}
        />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="资料不存在" message="该资料不存在或已被移除。" />
  }
  return <ErrorPage title="资料加载失败" />
}
