import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

/**
 * /game/95/game is lucky niu niu's betting page, which the generic betting page at /game/95 already is. A
 * redirect keeps one betting page: a second route module re-exporting it would split that module into a
 * chunk of its own, one file more on every game's betting page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/game/95${new URL(request.url).search}`)
}
