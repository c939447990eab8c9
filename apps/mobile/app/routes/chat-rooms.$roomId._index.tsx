import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChatPage } from '#app/components/chat/ChatPage.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { roomPage } from '#app/server/chat/chatPages.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.kind === 'chat' ? page.title : '聊天室' },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => roomPage(request, params.roomId)

/** A public chat room. */
export default function ChatRoom() {
  const page = useLoaderData<typeof loader>()
  return (
    <ChatPage
      page={page}
      backHref="/chat-rooms"
      fallbackTitle="聊天室"
      hongbaoHref={page.kind === 'chat' ? `/chat-rooms/${page.roomId}/hong-bao` : undefined}
    />
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="聊天室加载失败" />
}
