import { type ColorScheme, isColorScheme } from '@liuhe/domain'
import { createCookie } from '@remix-run/node'
import { env } from '#app/server/platform/env.server.ts'

/**
 * The visitor's colour scheme choice (跟随系统 / 浅色 / 深色), a plain preference cookie the server reads
 * to render the matching theme class, so the first paint has the right colours without any script.
 */
const schemeCookie = createCookie('liuhe_scheme', {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.NODE_ENV === 'production' && env.COOKIE_SECURE,
  path: '/',
  maxAge: 60 * 60 * 24 * 365,
})

/** The colour scheme a request asks for: its cookie's, else following the system. */
export async function colorSchemeOf(request: Request): Promise<ColorScheme> {
  const value: unknown = await schemeCookie.parse(request.headers.get('Cookie'))
  return isColorScheme(value) ? value : 'system'
}

/** `Set-Cookie` value storing a colour scheme choice. */
export function colorSchemeCookie(scheme: ColorScheme): Promise<string> {
  return schemeCookie.serialize(scheme)
}
