import { betCancelTexts, LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import { type ActionFunctionArgs, data } from '@remix-run/node'
import { z } from 'zod'
import { memberRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { cancelAllowed, cancelSetting } from '#app/server/betting/betList.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

/** The form's orderNo: the ticked order numbers joined with commas (the platform's own parameter). */
const orderNosSchema = z
  .string()
  .max(2000)
  .regex(/^[\w-]+(,[\w-]+)*$/)
  .transform((text) => [...new Set(text.split(','))])

/** What the cancel answers: the cancelled order numbers, and the message to show. */
export interface BetCancelResult {
  cancelled: string[]
  message: string
}

const answer = (result: BetCancelResult, status = 200) => data(result, { status })

/**
 * Cancels the ticked bets (`orderNo=a,b,c`): 撤销成功 with the cancelled numbers, or the platform's own
 * refusal (该记录不能撤销！, 注单状态不能撤单，请刷新页面！) with nothing cancelled. A refusal answers 4xx/5xx, so
 * the page's lists are not reloaded for it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { token, viewer } = await getViewer(request)
  if (!token) return answer({ cancelled: [], message: LOGIN_REQUIRED_MESSAGE }, 401)
  const parsed = orderNosSchema.safeParse((await readFormData(request)).get('orderNo'))
  if (!parsed.success) return answer({ cancelled: [], message: betCancelTexts.notCancellable }, 400)
  const api = platformFor(request, token)
  if (!cancelAllowed(viewer, await cancelSetting(api))) {
    return answer({ cancelled: [], message: betCancelTexts.disabled }, 403)
  }
  try {
    const { cancelled } = await api.bets.cancel(parsed.data)
    return answer({ cancelled, message: betCancelTexts.success })
  } catch (error) {
    const failure = failureOf(error)
    const message = failure.status === 401 ? LOGIN_REQUIRED_MESSAGE : failure.message
    return answer({ cancelled: [], message }, failure.status)
  }
}
