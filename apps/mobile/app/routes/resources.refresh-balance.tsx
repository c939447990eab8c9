import { displayedBalance, walletBreakdown } from '@liuhe/domain'
import { type ActionFunctionArgs, data } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

/** The balance refresh of the header and the wallet card: the current money + liveMoney, and the two wallets. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getAccessToken(request)
  if (!token) return data({ balance: null, wallet: null, message: '请先登录' }, { status: 401 })
  try {
    const balance = await platformFor(request, token).user.checkMoney()
    return data(
      { balance: displayedBalance(balance), wallet: walletBreakdown(balance), message: null },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    const { message, status } = failureOf(error)
    return data({ balance: null, wallet: null, message }, { status })
  }
}
