import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { loadTemplateFeed } from '#app/server/content/templates.server.ts'

export const access = publicRoute()

const schema = z.object({
  gameId: z.coerce.number().int().min(1),
  playCateName: z.string().max(30).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
})

/** A page of the home information list: `/resources/template-feed?gameId=110&playCateName=…&page=2`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  return Response.json(await loadTemplateFeed(request, parsed.data), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
