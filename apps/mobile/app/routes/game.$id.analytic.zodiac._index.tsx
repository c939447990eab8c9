import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

/** /game/{id}/analytic/zodiac opens its first page, zodiac-reference. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/game/${encodeURIComponent(params.id ?? '')}/analytic/zodiac/zodiac-reference`)
}
