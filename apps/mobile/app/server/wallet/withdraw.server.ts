import { errorCodes, isApiError } from '@liuhe/api'
import { redirectWithToast } from '#app/server/auth/session.server.ts'

/** Where a member without a withdrawal password is sent to set one (error catalogue). */
export const SET_PASSWORD_PATH = '/password-withdraw-money'

/**
 * UC/CASH_PASSWORD_NULL: no withdrawal password is set; the member is sent to set one, with the platform's
 * message (请先设置取款密码) and a way back to the page that asked.
 */
export async function passwordNotSet(request: Request, error: unknown, back: string) {
  if (!isApiError(error, errorCodes.cashPasswordNull)) return null
  return redirectWithToast(
    request,
    `${SET_PASSWORD_PATH}?redirectTo=${encodeURIComponent(back)}`,
    error.message,
  )
}
