import { LUCKY_NIU_NIU_GAME_ID } from '@liuhe/domain'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { NiuNiuLayout } from '#app/components/niuniu/NiuNiuLayout.tsx'
import * as styles from '#app/components/niuniu/niuniu.css.ts'
import { platformFailure } from '#app/errors.server.ts'
import { platformFor } from '#app/platform.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 聊天` : '聊天' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const info = await platformFor(request).lottery.openInfo(LUCKY_NIU_NIU_GAME_ID, request.signal)
    return data({ gameName: info.gameName }, { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

/** The game's chat tab: the chat service comes later, so it leads to the chat rooms. */
export default function NiuNiuChat() {
  const { gameName } = useLoaderData<typeof loader>()
  return (
    <NiuNiuLayout gameName={gameName} current="chat">
      <section className={styles.card} aria-labelledby="chat-title">
        <h2 id="chat-title" className={styles.heading}>
          聊天
        </h2>
        <p className={styles.text}>
          聊天室即将开放，
          <Link className={styles.link} to="/chat-rooms">
            前往聊天室
          </Link>
        </p>
      </section>
    </NiuNiuLayout>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="聊天加载失败" />
}
