import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { chatFailure, chatHeaders } from '#app/server/chat/chat.server.ts'
import { gameRoomPanel } from '#app/server/chat/chatPages.server.ts'

export const access = publicRoute()

const querySchema = z.object({ gameId: z.coerce.number().int().positive() })

/**
 * The game's chat room for the betting page's panel (聊天室): the room, the viewer's identity and the first
 * history page; `{ kind: 'maintenance' }` when the chat refuses, `null` when the game has no room.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const { panel, setCookie } = await gameRoomPanel(request, query.data.gameId)
    return Response.json(panel, { headers: chatHeaders(setCookie) })
  } catch (error) {
    // A failure that would send a page elsewhere (login, home) shows no panel here.
    const failure = await chatFailure(request, error).catch(() => undefined)
    return Response.json(failure ? { kind: 'maintenance', ...failure } : null, { headers: chatHeaders() })
  }
}
