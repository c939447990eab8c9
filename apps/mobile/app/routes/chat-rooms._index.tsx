import { formatChinaTime } from '@liuhe/domain'
import { NavBar, RoomListItem } from '@liuhe/ui'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChatMaintenance } from '#app/components/chat/ChatMaintenance.tsx'
import * as styles from '#app/components/chat/chat.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { unreadByRoom } from '#app/server/chat/chatEntry.server.ts'
import { chatPageData } from '#app/server/chat/chatPages.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '聊天室' }]

const lastLine = (last: { type: string; body: string; nickname: string } | null) => {
  if (!last) return null
  const body = last.type === 'image' ? '[图片]' : last.type === 'hongbao' ? '[红包]' : last.body
  return last.type === 'system' ? body : `${last.nickname}：${body}`
}

/**
 * The room list: class groups with their rooms, people counts, last messages and (for members) the unread
 * counts of the rooms they joined, from their read marks on the platform.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return chatPageData(request, async () => {
    const { chat, identity, setCookie } = await chatSession(request, { guests: true })
    const [list, unread] = await Promise.all([
      chat.rooms(),
      identity.isGuest ? undefined : chat.unread().then(unreadByRoom, () => undefined),
    ])
    return {
      setCookie,
      page: {
        groups: list.class_groups.map((group) => ({
          id: group.id,
          name: group.name,
          rooms: group.chatroom.map((room) => ({
            id: room.room_id,
            name: room.name,
            people: room.total_people,
            unread: unread?.get(room.room_id) ?? 0,
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
                  unread={room.unread}
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
