import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { loadGalleryChunk } from '#app/server/content/gallery.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

const querySchema = z.object({
  gameId: z.coerce.number().int().min(1).default(110),
  groupType: z.enum(['1', '2']).default('1'),
  initial: z
    .string()
    .regex(/^(all|popular|[A-Z])$/)
    .default('all'),
  searchText: z.string().max(50).default(''),
  index: z.coerce.number().int().min(0).max(100).default(0),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})

/** One chunk of a gallery list (cards and the cursor of the next chunk); public and cacheable. */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  const q = parsed.data
  try {
    const chunk = await loadGalleryChunk(
      platformFor(request),
      {
        gameId: q.gameId,
        groupType: q.groupType === '2' ? 2 : 1,
        initial: q.initial,
        searchText: q.searchText.trim(),
        cursor: { index: q.index, page: q.page },
      },
      Date.now(),
    )
    return Response.json(chunk, { headers: { 'Cache-Control': 'public, max-age=30' } })
  } catch (error) {
    // Gallery list errors show as empty data; the page offers a retry.
    return failureResponse(error)
  }
}
