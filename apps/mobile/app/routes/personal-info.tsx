import { Avatar, Button, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/account/account.css.ts'
import { DetailList } from '#app/components/account/DetailList.tsx'
import { shownValue, userInfoRows } from '#app/components/account/userInfo.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer, summarize } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = '个人资料'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The member's account, avatar and personal details. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await requireViewer(request)
  try {
    const details = await platformFor(request, state.token).account.personalInfo()
    const viewer = summarize(state.profile)
    return data(
      { account: viewer?.account ?? '', avatarId: viewer?.avatarId ?? null, details },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

export default function PersonalInfo() {
  const { account, avatarId, details } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/security-center" />
      <main className={styles.main}>
        <section className={styles.summary} aria-labelledby="personal-account">
          <div style={{ justifySelf: 'center' }}>
            <Avatar id={avatarId} size="lg" />
          </div>
          <h1 id="personal-account" className={styles.cardTitle}>
            {account}
          </h1>
        </section>
        <section className={styles.card} aria-label="资料">
          <DetailList
            items={userInfoRows.map((row) => ({ term: row.label, value: shownValue(details[row.name]) }))}
          />
        </section>
        <div className={styles.card} style={{ background: 'none', boxShadow: 'none', padding: 0 }}>
          <Button href="/update-account" fullWidth size="lg">
            修改资料
          </Button>
        </div>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="个人资料加载失败" />
}
