import { isApiError } from '@liuhe/api'
import { LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { favouriteRefusal } from '#app/components/templates/favouriteRefusal.ts'
import { platformFor } from '#app/platform.server.ts'
import { getViewerState } from '#app/viewer.server.ts'

const schema = z.object({ templateId: z.coerce.number().int().min(1), like: z.enum(['0', '1']) })

/** Favourites (like=1) or unfavourites a card: `{ templateId, like }`, or `{ message }` when refused. */
export async function action({ request }: ActionFunctionArgs) {
  const { token, viewer } = await getViewerState(request)
  const refusal = favouriteRefusal(viewer)
  if (refusal || !token) {
    return Response.json(
      { message: refusal?.message ?? LOGIN_REQUIRED_MESSAGE },
      { status: refusal?.status ?? 401 },
    )
  }
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const like = parsed.data.like === '1' ? 1 : 0
    return Response.json(await platformFor(request, token).templates.toggleLike(parsed.data.templateId, like))
  } catch (error) {
    const status = isApiError(error) && error.isUnauthenticated ? 401 : 400
    const message =
      status === 401 ? LOGIN_REQUIRED_MESSAGE : isApiError(error) ? error.message : '系统错误。请再试一次'
    return Response.json({ message }, { status })
  }
}
