import { LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import {
  billsFilterOfRequest,
  loadBills,
  loadMessages,
  loadRecharges,
  loadWithdrawals,
} from '#app/server/account/records.server.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const querySchema = z.object({
  list: z.enum(['bills', 'recharge', 'withdraw', 'messages']),
  page: z.coerce.number().int().min(1).max(500),
})

/**
 * The next page of a wallet list: `/resources/wallet-records?list=bills&type=bet&startDate=…&endDate=…&page=2`,
 * `?list=recharge&page=2`, `?list=withdraw&page=2`, `?list=messages&page=2`. Answers `{ rows, page, totalCount }` or `{ message }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await getViewer(request)
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const params = new URL(request.url).searchParams
  const query = querySchema.safeParse({ list: params.get('list'), page: params.get('page') })
  if (!query.success) return Response.json({ message: '参数错误' }, { status: 400 })
  const api = platformFor(request, token)
  const { list, page } = query.data
  try {
    const answer =
      list === 'bills'
        ? await loadBills(api, billsFilterOfRequest(request, Date.now()), page)
        : list === 'recharge'
          ? await loadRecharges(api, page)
          : list === 'withdraw'
            ? await loadWithdrawals(api, page)
            : await loadMessages(api, page)
    return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    return failureResponse(error)
  }
}
