import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { loadDocuments } from '#app/server/content/templates.server.ts'

export const access = publicRoute()

const schema = z.object({
  gameId: z.coerce.number().int().min(1),
  templateId: z.coerce.number().int().min(1).optional(),
  searchText: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
})

/** A page of library documents: `/resources/documents?gameId=110&templateId=…&searchText=…&page=2`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  return Response.json(await loadDocuments(request, parsed.data), {
    headers: { 'Cache-Control': 'public, max-age=30' },
  })
}
