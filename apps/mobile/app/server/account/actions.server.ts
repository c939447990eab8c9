import { formatMoney } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { failureOf } from '#app/server/request/errors.server.ts'

/** The success text of a claim: 领取成功，18.00 元已存入余额. */
export const claimedMessage = (amountYuan: number) =>
  `领取成功，${formatMoney(amountYuan, { symbol: false })} 元已存入余额`

/** An action's answer: the message to show and a stamp that repeats the toast on a second attempt. */
export function actionAnswer(ok: boolean, message: string, status = ok ? 200 : 400) {
  return data({ ok, message, stamp: Date.now() }, { status })
}

/** A failed action's answer: what `failureOf` says, a refusal of the platform as 400 (the form was refused). */
export function actionFailure(error: unknown) {
  const { message, status } = failureOf(error, { refused: 400 })
  return actionAnswer(false, message, status)
}
