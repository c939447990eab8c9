import { failureTexts } from '@liuhe/domain'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { HttpError } from '../envelope'
import { InvalidInputError, RefusedError } from '../errors'

/**
 * The one place a failure becomes an answer (the app's `onError`): `{ code, msg }` with the status an
 * {@link HttpError} carries, 400 for the business errors of `errors.ts`, and 500 `SYS/ERROR` for anything
 * unforeseen (logged, its text never shown).
 */
export function errorAnswer(error: Error, c: Context) {
  if (error instanceof HttpError) return c.json({ code: error.code, msg: error.message }, error.status)
  // Hono's validator refuses a body that does not parse as its content type before any schema sees it.
  const refused =
    error instanceof HTTPException && error.status === 400 ? new InvalidInputError('body') : error
  if (refused instanceof RefusedError) return c.json({ code: refused.code, msg: refused.message }, 400)
  console.error(error)
  return c.json({ code: 'SYS/ERROR', msg: failureTexts.system }, 500)
}
