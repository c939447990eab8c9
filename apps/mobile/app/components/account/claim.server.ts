import { isApiError } from '@liuhe/api'
import { formatMoney } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { SYSTEM_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from '#app/errors.server.ts'

/** The success text of a claim: 领取成功，18.00 元已存入余额. */
export const claimedMessage = (amountYuan: number) =>
  `领取成功，${formatMoney(amountYuan, { symbol: false })} 元已存入余额`

/** An action's answer: the message to show and a stamp that repeats the toast on a second attempt. */
export function actionAnswer(ok: boolean, message: string, status = ok ? 200 : 400) {
  return data({ ok, message, stamp: Date.now() }, { status })
}

/** A failed claim's answer: the platform's own (Chinese) refusal, or the generic texts. */
export function claimFailure(error: unknown) {
  if (isApiError(error) && error.isUnreachable) return actionAnswer(false, UNREACHABLE_MESSAGE, 503)
  if (isApiError(error)) return actionAnswer(false, error.message || SYSTEM_ERROR_MESSAGE)
  return actionAnswer(false, SYSTEM_ERROR_MESSAGE, 500)
}
