import { LUCKY_NIU_NIU_GAME_ID } from '@liuhe/domain'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { NiuNiuLayout } from '#app/components/niuniu/NiuNiuLayout.tsx'
import * as styles from '#app/components/niuniu/niuniu.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 聊天` : '聊天' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const info = await platformFor(request).lottery.openInfo(LUCKY_NIU_NIU_GAME_ID, request.signal)
    return data(
      { gameName: info.gameName, roomHref: await gameRoomHref(request) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

/**
 * The game's own chat room beside the game for a member; the room list for a guest (who gets a guest
 * identity there), when the game has no room, or when chat is off.
 */
async function gameRoomHref(request: Request): Promise<string> {
  try {
    const { chat } = await chatSession(request)
    const room = (await chat.rooms()).class_groups
      .flatMap((group) => group.chatroom)
      .find((r) => r.game_id === LUCKY_NIU_NIU_GAME_ID)
    return room ? `/game/${LUCKY_NIU_NIU_GAME_ID}/chat-rooms/${room.room_id}` : '/chat-rooms'
  } catch {
    return '/chat-rooms'
  }
}

/** The game's chat tab: leads to the game's chat room. */
export default function NiuNiuChat() {
  const { gameName, roomHref } = useLoaderData<typeof loader>()
  return (
    <NiuNiuLayout gameName={gameName} current="chat">
      <section className={styles.card} aria-labelledby="chat-title">
        <h2 id="chat-title" className={styles.heading}>
          聊天
        </h2>
        <p className={styles.text}>
          和其他玩家一起聊聊开奖，
          <Link className={styles.link} to={roomHref}>
            进入聊天室
          </Link>
        </p>
      </section>
    </NiuNiuLayout>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="聊天加载失败" />
}
