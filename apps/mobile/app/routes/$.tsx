import { data, type MetaFunction } from '@remix-run/node'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '页面不存在' }]

/** Any address the app does not have (the root guard has already asked guests to log in where needed). */
export async function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
}

export function ErrorBoundary() {
  return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
}
