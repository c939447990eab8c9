import { RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { captchaKeyFor } from '#app/server/auth/captcha.server.ts'
import { forwardingHeaders, platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

const querySchema = z.object({ kind: z.enum(['login', 'reg']) })

/**
 * The captcha image of the login or register form, fetched from the platform with the key kept in the
 * session (the browser never chooses the key). Every request draws a new code for that key.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = querySchema.safeParse({ kind: new URL(request.url).searchParams.get('kind') })
  if (!parsed.success) throw new Response('参数错误', { status: 400 })
  const { key, setCookie } = await captchaKeyFor(request, parsed.data.kind)
  // The end user's address goes along (with the proxy secret), as with every platform call: the platform
  // limits captcha images by it.
  const image = await fetch(platformFor(request).auth.captchaUrl(parsed.data.kind, key), {
    signal: request.signal,
    headers: forwardingHeaders(request),
  })
  if (image.status === 429) throw new Response(RATE_LIMITED_MESSAGE, { status: 429 })
  if (!image.ok) throw new Response('验证码加载失败', { status: 502 })
  const headers = new Headers({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return new Response(await image.text(), { headers })
}
