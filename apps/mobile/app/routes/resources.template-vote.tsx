import { LOGIN_REQUIRED_MESSAGE, voteTexts } from '@liuhe/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { forgetSharedData } from '#app/server/cache/shared.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const schema = z.object({
  documentId: z.coerce.number().int().min(1),
  optionId: z.coerce.number().int().min(1),
})

/**
 * Votes for a zodiac in a poll: `{ poll, message: 投票成功！ }`, or `{ message }` (请先登录, 您已经投票过了！ or
 * the platform's msg) with an error status.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await getViewer(request)
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const parsed = schema.safeParse(await readFormFields(request))
  if (!parsed.success) return Response.json({ message: '请先选择投票内容！' }, { status: 400 })
  try {
    const poll = await platformFor(request, token).templates.votePoll(
      parsed.data.documentId,
      parsed.data.optionId,
    )
    // The shared cards carry the poll's counts: read them anew (templates.server.ts keys them templates:…).
    await forgetSharedData('templates:')
    return Response.json({ poll, message: voteTexts.success })
  } catch (error) {
    const failure = failureOf(error, { refused: 400 })
    const message = failure.status === 401 ? LOGIN_REQUIRED_MESSAGE : failure.message
    return Response.json({ message }, { status: failure.status })
  }
}
