import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage, RouteErrorPage } from '#app/components/ErrorPage.tsx'

/** The bet pages' error view: an address this build does not have reads as any unknown page. */
export function BetListError({ title }: { title: string }) {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="页面不存在" message="您访问的页面不存在或已被移除。" />
  }
  return <RouteErrorPage title={title} />
}
