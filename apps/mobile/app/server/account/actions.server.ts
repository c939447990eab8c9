import { isApiError } from '@liuhe/api'
import { formatMoney } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { SYSTEM_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from '#app/server/request/errors.server.ts'

/** The success text of a claim: 领取成功，18.00 元已存入余额. */
export const claimedMessage = (amountYuan: number) =>
  `领取成功，${formatMoney(amountYuan, { symbol: false })} 元已存入余额`

/** An action's answer: the message to show and a stamp that repeats the toast on a second attempt. */
export function actionAnswer(ok: boolean, message: string, status = ok ? 200 : 400) {
  return data({ ok, message, stamp: Date.now() }, { status })
}

/** What a failed platform call in an action says: the platform's own (Chinese) refusal, or the generic texts. */
export function failureMessage(error: unknown): { message: string; status: number } {
  if (isApiError(error) && error.isUnreachable) return { message: UNREACHABLE_MESSAGE, status: 503 }
  if (isApiError(error)) return { message: error.message || SYSTEM_ERROR_MESSAGE, status: 400 }
  return { message: SYSTEM_ERROR_MESSAGE, status: 500 }
}

/** A failed action's answer. */
export function actionFailure(error: unknown) {
  const { message, status } = failureMessage(error)
  return actionAnswer(false, message, status)
}
