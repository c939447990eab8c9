import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'
import { getAccessToken, signOut } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

/** Logging out is a POST (a link prefetch must never end a session); a GET just goes home. */
export async function loader() {
  return redirect('/')
}

/** Revokes the token on the platform, clears the session and goes home. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getAccessToken(request)
  if (token) {
    // The session ends here whatever the platform answers (an expired token cannot be revoked twice).
    await platformFor(request, token)
      .auth.logout()
      .catch(() => undefined)
  }
  return redirect('/', { headers: { 'Set-Cookie': await signOut(request) } })
}
