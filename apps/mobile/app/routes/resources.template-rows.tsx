import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { loadTemplateRows } from '#app/server/content/templates.server.ts'

export const access = publicRoute()

const schema = z.object({
  gameId: z.coerce.number().int().min(1),
  templateId: z.coerce.number().int().min(1),
})

/**
 * The rows of a list card once it is expanded (lists send each card slim, `loadTemplateFeed`):
 * `/resources/template-rows?gameId=110&templateId=1002` answers `{ groups }`, locked for the viewer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  const groups = await loadTemplateRows(request, parsed.data.gameId, parsed.data.templateId)
  if (!groups) return Response.json({ message: '资料不存在' }, { status: 404 })
  return Response.json({ groups }, { headers: { 'Cache-Control': 'private, no-store' } })
}
