import type { ActionFunctionArgs } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { toggleAction } from '#app/server/content/toggle.server.ts'

export const access = memberRoute()

/** Likes or unlikes a gallery image (login required): `{ galleryId, like, likeCount }` or `{ message }`. */
export function action({ request }: ActionFunctionArgs) {
  return toggleAction(request, 'galleryId', (api, galleryId, on) => api.gallery.toggleLike(galleryId, on))
}
