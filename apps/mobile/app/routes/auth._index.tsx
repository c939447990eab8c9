import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

/** /auth opens the login tab (keeping redirectTo). */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/auth/login${new URL(request.url).search}`)
}
