import { isApiError } from '@liuhe/api'
import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const code = z.string().regex(/^[A-Za-z0-9_]{1,64}$/)
const schema = z.object({
  liveCode: code,
  gameCode: code,
  gameKind: z.string().max(16).optional(),
  isMobile: z.enum(['0', '1']).default('1'),
})

/**
 * The play link of a third-party game (`GET /live/play`): `{ ok: true, url }`, or `{ ok: false, code, message }`
 * with the platform's error so the page can show the message `launchErrorMessage` picks.
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getAccessToken(request)
  if (!token) return Response.json({ ok: false, code: 'UC/NOT_LOGIN', message: '请先登录' }, { status: 401 })
  const parsed = schema.safeParse(await readFormFields(request))
  if (!parsed.success) return Response.json({ ok: false, code: 'SYS/BAD_REQUEST' }, { status: 400 })
  const q = parsed.data
  try {
    const url = await platformFor(request, token).games.play({
      liveCode: q.liveCode,
      gameType: q.gameCode,
      gameKind: q.gameKind || undefined,
      isMobile: q.isMobile === '1',
    })
    return Response.json({ ok: true, url }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (isApiError(error)) return Response.json({ ok: false, code: error.code, message: error.message })
    return Response.json({ ok: false })
  }
}
