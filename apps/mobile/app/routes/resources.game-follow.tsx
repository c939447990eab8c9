import type { ActionFunctionArgs } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { toggleAction } from '#app/server/content/toggle.server.ts'

export const access = memberRoute()

/** Follows or unfollows a game (login required): `{ gameId, isFollow }` or `{ message }`. */
export function action({ request }: ActionFunctionArgs) {
  return toggleAction(request, 'gameId', (api, gameId, on) => api.games.toggleLike(gameId, on))
}
