import { isApiError } from '@liuhe/api'
import { RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { captchaKeyFor } from '#app/server/auth/captcha.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormFields } from '#app/server/request/input.server.ts'

export const access = publicRoute()

const answerSchema = z.union([
  z.object({ auto: z.literal('1') }),
  z.object({ x: z.coerce.number().int().min(0).max(1000) }),
])

/** Answer of a failed platform call. */
function failure(error: unknown) {
  if (isApiError(error) && error.isRateLimited)
    return Response.json({ ok: false, message: RATE_LIMITED_MESSAGE }, { status: 429 })
  const { message, status } = failureOf(error)
  return Response.json(
    { ok: false, message },
    { status: isApiError(error) && error.status ? error.status : status },
  )
}

/**
 * The login form's slider captcha (captcha style 3), bound to the captcha key kept in the session (the
 * browser never chooses it). GET draws a new challenge; its picture comes as a data URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { key, setCookie } = await captchaKeyFor(request, 'login')
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  try {
    const { image, ...challenge } = await platformFor(request).auth.sliderChallenge(key)
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`
    return Response.json({ ok: true, challenge: { ...challenge, src } }, { headers })
  } catch (error) {
    return failure(error)
  }
}

/**
 * POST `x` (the piece's left edge) or `auto=1` (the automatic pass after 3 consecutive errors): the
 * platform checks it once and gives the ticket the login form then sends.
 */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = answerSchema.safeParse(await readFormFields(request))
  if (!parsed.success) return Response.json({ ok: false, message: '参数错误' }, { status: 400 })
  const { key } = await captchaKeyFor(request, 'login')
  try {
    const answer = 'auto' in parsed.data ? 'auto' : parsed.data.x
    const { ticket, auto } = await platformFor(request).auth.verifySlider(key, answer)
    return Response.json({ ok: true, ticket, auto })
  } catch (error) {
    return failure(error)
  }
}
