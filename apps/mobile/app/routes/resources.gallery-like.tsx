import { isApiError } from '@liuhe/api'
import { LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { platformFor } from '#app/platform.server.ts'
import { getAccessToken } from '#app/session.server.ts'

const schema = z.object({ galleryId: z.coerce.number().int().min(1), like: z.enum(['0', '1']) })

/** Likes or unlikes a gallery image (login required): `{ galleryId, like, likeCount }` or `{ message }`. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getAccessToken(request)
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const result = await platformFor(request, token).gallery.toggleLike(
      parsed.data.galleryId,
      parsed.data.like === '1',
    )
    return Response.json(result)
  } catch (error) {
    const status = isApiError(error) && error.isUnauthenticated ? 401 : 502
    const message =
      status === 401 ? LOGIN_REQUIRED_MESSAGE : isApiError(error) ? error.message : '系统错误。请再试一次'
    return Response.json({ message }, { status })
  }
}
