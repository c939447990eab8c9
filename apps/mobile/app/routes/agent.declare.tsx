import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/agent/agent.css.ts'
import { declarationBlocks } from '#app/components/agent/declaration.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '代理声明' }]

/** The agent declaration: the platform's page (`/views/app_agendDelaer.html`) read as text blocks. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAgent(request)
  try {
    return data({ blocks: declarationBlocks(await api.declaration(request.signal)) }, noStore)
  } catch (error) {
    platformFailure(error)
  }
}

export default function Declare() {
  const { blocks } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="代理声明" backHref="/agent" />
      <main className={wallet.page}>
        <article className={`${wallet.card} ${styles.declaration}`}>
          {blocks.length === 0 ? <p className={wallet.empty}>暂无数据</p> : null}
          {blocks.map((block, i) =>
            block.kind === 'heading' ? (
              <h2 key={i} className={styles.declarationHeading}>
                {block.text}
              </h2>
            ) : (
              <p key={i} className={styles.declarationText}>
                {block.text}
              </p>
            ),
          )}
        </article>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="代理声明加载失败" />
}
