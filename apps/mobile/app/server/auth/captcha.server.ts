import { createCaptchaKey } from '@liuhe/api'
import type { CaptchaKind } from '#app/components/auth/captchaImage.ts'
import { commitSession, getSession } from '#app/server/auth/session.server.ts'

const sessionKeys = { login: 'captcha_login', reg: 'captcha_reg' } as const

/**
 * The session's captcha key for a form, created when missing; `setCookie` is the session to store when a
 * key was created.
 */
export async function captchaKeyFor(
  request: Request,
  kind: CaptchaKind,
): Promise<{ key: string; setCookie?: string }> {
  const session = await getSession(request)
  const existing = session.get(sessionKeys[kind])
  if (existing) return { key: existing }
  const key = createCaptchaKey()
  session.set(sessionKeys[kind], key)
  return { key, setCookie: await commitSession(session) }
}
