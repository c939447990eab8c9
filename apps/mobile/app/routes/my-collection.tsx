import { isApiError } from '@liuhe/api'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ConnectedTemplateCard } from '#app/components/templates/ConnectedTemplateCard.tsx'
import * as styles from '#app/components/templates/templates.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { loadFavourites, publicViewer } from '#app/server/content/templates.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '我的收藏' }]

/** The member's favourite cards; guests go to login and come back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token, viewer } = await requireViewer(request)
  try {
    const templates = await loadFavourites(request, token)
    return data(
      { templates, viewer: publicViewer(viewer), failed: false },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    if (!isApiError(error)) throw error
    return data({ templates: [], viewer: publicViewer(viewer), failed: true })
  }
}

export default function MyCollection() {
  const { templates, viewer } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title="我的收藏" backHref="/profile" />
      <main className={styles.content}>
        {templates.length === 0 ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          templates.map((template) => (
            <ConnectedTemplateCard
              key={template.id}
              template={template}
              viewer={viewer}
              pastRecordsHref={`/template/${template.gameId}/${template.id}`}
            />
          ))
        )}
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="收藏加载失败" />
}
