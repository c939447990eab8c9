import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const formSchema = z.object({ message_id: z.coerce.number().int().positive() })

/** 举报 of a chat message (the chat service records it once per member and message). */
export async function action({ request }: ActionFunctionArgs) {
  const form = formSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const { chat } = await chatSession(request)
    return Response.json(await chat.reportMessage({ message_id: form.data.message_id }))
  } catch (error) {
    return failureResponse(error)
  }
}
