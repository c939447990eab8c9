import { zodiacReferenceAt } from '@liuhe/domain'
import { ZodiacReferenceTable } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AnalyticsShell } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { loadGameDraws } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 生肖对照` : '生肖对照' },
]

/** The zodiac reference (生肖对照) of the lunar year in force on the platform's clock. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const game = await loadGameDraws(request, params, 'zodiac-reference', 0)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      reference: zodiacReferenceAt(game.serverTime),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}

export default function AnalyticsZodiacReference() {
  const page = useLoaderData<typeof loader>()
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="zodiac-reference">
      <section className={styles.card}>
        <ZodiacReferenceTable reference={page.reference} />
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="生肖对照加载失败" />
}
