import type { ActionFunctionArgs } from '@remix-run/node'
import { favouriteRefusal } from '#app/components/templates/favouriteRefusal.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { toggleAction } from '#app/server/content/toggle.server.ts'

export const access = memberRoute()

/** Favourites (like=1) or unfavourites a card: `{ templateId, like }`, or `{ message }` when refused. */
export function action({ request }: ActionFunctionArgs) {
  return toggleAction(
    request,
    'templateId',
    (api, templateId, on) => api.templates.toggleLike(templateId, on ? 1 : 0),
    { refuse: favouriteRefusal },
  )
}
