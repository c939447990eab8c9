import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChatPage } from '#app/components/chat/ChatPage.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { privatePage } from '#app/server/chat/chatPages.server.ts'
import { chatIdParam } from '#app/server/chat/chatRoutes.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '在线客服' }]

/** Customer service with a given service account (`customer_id`); guests get a guest identity. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const friendId = chatIdParam(params.customerId, '客服不存在')
  return privatePage(request, { friendId, guests: true })
}

export default function Talk() {
  const page = useLoaderData<typeof loader>()
  return <ChatPage page={page} backHref="/" fallbackTitle="在线客服" />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="客服加载失败" />
}
