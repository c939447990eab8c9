/**
 * Where to go after login: the `redirectTo` page when it is a path of this app (starts with one '/', is
 * not an /auth page), otherwise home. Refusing other values keeps the login page from being an open redirect.
 */
export function afterLoginTarget(redirectTo: string | null | undefined): string {
  const target = (redirectTo ?? '').trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  return /^\/auth(\/|\?|#|$)/.test(target) ? '/' : target
}

/** Pattern of a game chat page, from which the auth pages' back button returns home. */
const GAME_CHAT_PAGE = /^\/game\/[^/]+\/chat-rooms\//

/**
 * The auth shell's back button: home when the history is short (the auth page was opened directly) or the
 * previous page was a game chat page; otherwise `undefined`, meaning go back in history.
 */
export function authBackTarget(
  historyLength: number,
  previousPath: string | null | undefined,
): '/' | undefined {
  if (historyLength <= 1 || !previousPath) return '/'
  return GAME_CHAT_PAGE.test(previousPath) ? '/' : undefined
}
