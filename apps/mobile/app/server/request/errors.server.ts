import { isApiError } from '@liuhe/api'
import { failureTexts } from '@liuhe/domain'
import { data } from '@remix-run/node'

/**
 * Throws a `{ message }` answer with `status` (404 by default) unless `condition` holds, for loaders that
 * check their parameters: `invariantResponse(Number.isInteger(id), '游戏不存在')`.
 */
export function invariantResponse(condition: unknown, message: string, status = 404): asserts condition {
  if (!condition) throw data({ message }, { status })
}

/** True for what a loader throws on purpose: a `Response` (redirects) or a `data(…)` answer. */
function isThrownAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { type?: unknown }).type === 'DataWithResponseInit')
  )
}

/** What {@link failureOf} makes of a failure: the answer's status and the Chinese message to show. */
export interface Failure {
  status: number
  message: string
}

/**
 * How a failed platform call reads, the one mapping of every loader, action and resource route (and of
 * {@link platformFailure}, {@link failureResponse}):
 * - the platform cannot be reached (no connection, its time-out): 503, `failureTexts.unreachable`;
 * - a thing the platform does not have: 404, `notFound` when given, else the platform's message;
 * - a lost session: 401, the platform's message;
 * - any other refusal: `refused` (502 by default: the platform refused what a page needs; an action whose
 *   form the platform refused passes 400), the platform's own message, or `failureTexts.system` without one;
 * - anything that is not a platform answer (a bug): 500, `failureTexts.system` (its text is never shown).
 */
export function failureOf(error: unknown, options: { notFound?: string; refused?: number } = {}): Failure {
  if (!isApiError(error)) return { status: 500, message: failureTexts.system }
  if (error.isUnreachable) return { status: 503, message: failureTexts.unreachable }
  if (error.code === 'SYS/NOT_FOUND') return { status: 404, message: options.notFound ?? error.message }
  if (error.isUnauthenticated) return { status: 401, message: error.message }
  return { status: options.refused ?? 502, message: error.message || failureTexts.system }
}

/**
 * Throws the page answer for a failed platform call, for the route's error boundary: 404 (with `notFound`
 * as the message when given) for a thing the platform does not have, 502 with the platform's own message
 * for a refusal, 503 when the platform cannot be reached.
 */
export function platformFailure(error: unknown, options: { notFound?: string } = {}): never {
  // An answer the loader already threw (a redirect, an invariant's 404) passes through unchanged.
  if (isThrownAnswer(error)) throw error
  const { status, message } = failureOf(error, options)
  throw data({ message }, { status })
}

/** The same failure as a JSON answer, for resource routes that fetchers call. */
export function failureResponse(error: unknown, extra: Record<string, unknown> = {}): Response {
  const { status, message } = failureOf(error)
  return Response.json({ ...extra, message }, { status })
}
