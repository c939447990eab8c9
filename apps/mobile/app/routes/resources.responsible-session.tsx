import type { LoaderFunctionArgs } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

export const access = memberRoute()

/** The reality check's net result: bets, payouts and refunds since `?since=` (epoch ms), 元. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getAccessToken(request)
  const since = Number(new URL(request.url).searchParams.get('since'))
  if (!token || !Number.isSafeInteger(since) || since < 0)
    return Response.json({ net: null }, { status: 400 })
  const net = await platformFor(request, token)
    .responsible.sessionResult(since, request.signal)
    .catch(() => null)
  return Response.json({ net }, { headers: { 'Cache-Control': 'no-store' } })
}
