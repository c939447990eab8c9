import { ErrorState, errorStateActionClass } from '@liuhe/ui'

/** A route's error view: Chinese message and a way back home. */
export function ErrorPage({ title, message }: { title: string; message: string }) {
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
