import { isApiError } from '@liuhe/api'
import { signIn } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

/**
 * Signs the browser in with a token the native shell obtained (its login or register through the bridge,
 * app/native/bridge.ts): the token is only taken once the platform answers the profile with it, so a made-up
 * token signs no one in. Returns the session cookie, or null for a token the platform refuses.
 */
export async function nativeSignIn(
  request: Request,
  token: string,
  options: { toast: string; remember?: boolean },
): Promise<string | null> {
  if (!token.trim() || token.length > 512) return null
  try {
    await platformFor(request, token).user.info()
  } catch (error) {
    if (isApiError(error) && !error.isUnreachable && !error.isRateLimited) return null
    throw error
  }
  return signIn(request, token, options)
}
