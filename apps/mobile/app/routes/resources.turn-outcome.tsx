import { LOGIN_REQUIRED_MESSAGE, turnOutcomeOf, turnOutcomeText } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const querySchema = z.object({
  gameId: z.coerce.number().int().positive().catch(0),
  turnNum: z
    .string()
    .regex(/^\d{1,20}$/)
    .catch(''),
})

/**
 * How a drawn turn ended for the signed-in member (`/resources/turn-outcome?gameId=110&turnNum=2026329`): the
 * betting page asks once the draw has moved it on. Answers `{ turnNum, text }`, `text` 中奖 ¥490.00 / 和局 退回
 * ¥10.00 / 未中奖 (`turnOutcomeText`), or null when the member had no settled bet on the turn.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getAccessToken(request)
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const { gameId, turnNum } = readQuery(request, querySchema)
  if (!gameId || !turnNum) return Response.json({ message: '参数错误' }, { status: 400 })
  try {
    const summary = await platformFor(request, token).bets.turnSummary(gameId, turnNum, request.signal)
    const outcome = turnOutcomeOf(summary)
    return Response.json(
      { turnNum, kind: outcome?.kind ?? null, text: outcome ? turnOutcomeText(outcome) : null },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    return failureResponse(error)
  }
}
