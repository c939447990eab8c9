import { formatChinaTime } from '@liuhe/domain'
import { NavBar, RoomListItem } from '@liuhe/ui'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChatMaintenance } from '#app/components/chat/ChatMaintenance.tsx'
import * as styles from '#app/components/chat/chat.css.ts'
import { useChatSeen } from '#app/components/chat/chatSeen.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { chatPageData } from '#app/server/chat/chatPages.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '聊天室' }]

const lastLine = (last: { type: string; body: string; nickname: string } | null) => {
  if (!last) return null
  const body = last.type === 'image' ? '[图片]' : last.type === 'hongbao' ? '[红包]' : last.body
  return last.type === 'system' ? body : `${last.nickname}：${body}`
}

/** The room list: class groups with their rooms, people counts and last messages. */
export function loader({ request }: LoaderFunctionArgs) {
  return chatPageData(request, async () => {
    const { chat, setCookie } = await chatSession(request, { guests: true })
    const list = await chat.rooms()
    return {
      setCookie,
      page: {
        // The newest message's time on the platform's clock, which the seen mark must not fall behind.
        latestMessageAt: Math.max(
          0,
          ...list.class_groups.flatMap((group) =>
            group.chatroom.map((room) => Number(room.last_message?.created_at ?? 0)),
          ),
        ),
        groups: list.class_groups.map((group) => ({
          id: group.id,
          name: group.name,
          rooms: group.chatroom.map((room) => ({
            id: room.room_id,
            name: room.name,
            people: room.total_people,
            last: lastLine(room.last_message),
            time: room.last_message
              ? formatChinaTime(Number(room.last_message.created_at)).slice(11, 16)
              : null,
          })),
        })),
      },
    }
  })
}

export default function ChatRooms() {
  const page = useLoaderData<typeof loader>()
  useChatSeen(page.kind === 'maintenance' ? undefined : page.latestMessageAt)
  return (
    <div className={styles.page}>
      <NavBar title="聊天室" backHref="/" />
      {page.kind === 'maintenance' ? (
        <ChatMaintenance message={page.message} />
      ) : (
        <main className={styles.main}>
          {page.groups.map((group) => (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`} className={styles.groupTitle}>
                {group.name}
              </h2>
              {group.rooms.length === 0 ? <p className={styles.notice}>暂无数据</p> : null}
              {group.rooms.map((room) => (
                <RoomListItem
                  key={room.id}
                  name={room.name}
                  href={`/chat-rooms/${room.id}`}
                  peopleCount={room.people}
                  lastMessage={room.last}
                  lastTime={room.time}
                />
              ))}
            </section>
          ))}
        </main>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="聊天室加载失败" />
}
