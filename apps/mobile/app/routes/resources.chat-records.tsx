import { isApiError } from '@liuhe/api'
import { CHAT_HISTORY_LIMIT } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

const querySchema = z.object({
  room_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().default(1),
  talk_type: z.coerce.number().int().optional(),
})

/** An older page of a chat's history for the chat view (403 tells it to send the user to login). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const { chat } = await chatSession(request, { guests: true })
    const page = await chat.records({ ...query.data, limit: CHAT_HISTORY_LIMIT })
    return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    if (isApiError(error) && error.status === 403)
      return Response.json({ message: error.message }, { status: 403 })
    return failureResponse(error)
  }
}
