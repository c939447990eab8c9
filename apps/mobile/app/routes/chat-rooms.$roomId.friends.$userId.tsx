import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useParams } from '@remix-run/react'
import { ChatPage } from '#app/components/chat/ChatPage.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { privatePage } from '#app/server/chat/chatPages.server.ts'
import { chatIdParam } from '#app/server/chat/chatRoutes.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.kind === 'chat' ? page.title : '私聊' },
]

/** A private chat with a member (or staff), opened from a room; members only. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const friendId = chatIdParam(params.userId, '用户不存在')
  const nickname = new URL(request.url).searchParams.get('nickname') ?? undefined
  return privatePage(request, { friendId, nickname, guests: false })
}

export default function PrivateChat() {
  const page = useLoaderData<typeof loader>()
  const { roomId } = useParams()
  return <ChatPage page={page} backHref={`/chat-rooms/${roomId}`} fallbackTitle="私聊" />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="私聊加载失败" />
}
