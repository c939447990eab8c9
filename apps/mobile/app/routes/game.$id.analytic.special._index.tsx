import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

/** /game/{id}/analytic/special opens its first page, history. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/game/${encodeURIComponent(params.id ?? '')}/analytic/special/history`)
}
