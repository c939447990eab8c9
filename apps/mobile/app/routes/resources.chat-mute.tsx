import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const formSchema = z.object({
  user_id: z.coerce.number().int().positive(),
  muted: z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0) as 0 | 1),
})

/** 屏蔽 / 取消屏蔽 of a chat member by their chat id (the chat service keeps the member's list). */
export async function action({ request }: ActionFunctionArgs) {
  const form = formSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const { chat } = await chatSession(request)
    return Response.json(await chat.setMuted(form.data))
  } catch (error) {
    return failureResponse(error)
  }
}
