import type { LiuheApi } from '@liuhe/api'
import { LOGIN_REQUIRED_MESSAGE, type Viewer } from '@liuhe/domain'
import { z } from 'zod'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

/**
 * A login-required on/off toggle (follow a game, like an image) as a resource-route action: reads
 * `{ [idField], like: '0' | '1' }` from the form, calls the platform, and answers its result as JSON, or
 * `{ message }` with 401 (not logged in), 400 (bad input) or 502 (the platform refused).
 */
export async function toggleAction<T>(
  request: Request,
  idField: string,
  toggle: (api: LiuheApi, id: number, on: boolean) => Promise<T>,
  options: { refuse?: (viewer: Viewer) => { status: number; message: string } | undefined } = {},
): Promise<Response> {
  const { token, viewer } = await getViewer(request)
  const refusal = options.refuse?.(viewer)
  if (refusal) return Response.json({ message: refusal.message }, { status: refusal.status })
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const form = await readFormFields(request)
  const parsed = z
    .object({ id: z.coerce.number().int().min(1), like: z.enum(['0', '1']) })
    .safeParse({ id: form[idField], like: form.like })
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    return Response.json(await toggle(platformFor(request, token), parsed.data.id, parsed.data.like === '1'))
  } catch (error) {
    const failure = failureOf(error)
    const message = failure.status === 401 ? LOGIN_REQUIRED_MESSAGE : failure.message
    return Response.json({ message }, { status: failure.status })
  }
}
