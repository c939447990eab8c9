import { type LoaderFunctionArgs, redirect } from '@remix-run/node'

/** /auth opens the login tab (keeping redirectTo). */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/auth/login${new URL(request.url).search}`)
}
