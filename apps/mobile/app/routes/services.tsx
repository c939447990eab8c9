import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ChatPage } from '#app/components/chat/ChatPage.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { privatePage } from '#app/server/chat/chatPages.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '在线客服' }]

/** Customer service: a chat with the company's service account; a guest gets a guest identity. */
export const loader = ({ request }: LoaderFunctionArgs) => privatePage(request, { guests: true })

export default function Services() {
  const page = useLoaderData<typeof loader>()
  return (
    <ChatPage
      page={{ ...page, ...(page.kind === 'chat' ? { title: '在线客服' } : {}) }}
      backHref="/"
      fallbackTitle="在线客服"
    />
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="客服加载失败" />
}
