import { failureTexts } from '@liuhe/domain'
import { ErrorState, errorStateActionClass } from '@liuhe/ui'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/** A route's error view: Chinese message (the system error when none is given) and a way back home. */
export function ErrorPage({ title, message = failureTexts.system }: { title: string; message?: string }) {
  return (
    <main>
      <ErrorState
        title={title}
        message={message}
        action={
          <a className={errorStateActionClass} href="/">
            返回首页
          </a>
        }
      />
    </main>
  )
}

/**
 * A route ErrorBoundary's view: the message a loader threw with `data({ message }, { status })`, or
 * `failureTexts.system` for anything else (never a stack trace).
 */
export function RouteErrorPage({ title }: { title: string }) {
  const error = useRouteError()
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : failureTexts.system
  return <ErrorPage title={title} message={message} />
}
