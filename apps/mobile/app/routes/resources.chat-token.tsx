import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'

export const access = publicRoute()

/**
 * A signed-in member's chat identity for the app-wide private-message listener (the chat token reaches the
 * browser, the access token never does). Guests and failures answer `null`: no listener.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store' }
  try {
    const { identity } = await chatSession(request)
    return Response.json(identity, { headers })
  } catch {
    return Response.json(null, { headers })
  }
}
