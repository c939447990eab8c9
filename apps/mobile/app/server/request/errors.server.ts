import { isApiError } from '@liuhe/api'
import { data } from '@remix-run/node'

/** What a page says when the platform cannot be reached. */
export const UNREACHABLE_MESSAGE = '暂时无法连接服务器，请稍后再试'
/** What a page says when something unexpected failed. */
export const SYSTEM_ERROR_MESSAGE = '系统错误。请再试一次'

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

/** How a failed platform call reads as an HTTP answer. */
export function failureOf(error: unknown, notFound?: string): { status: number; message: string } {
  if (isApiError(error, 'SYS/NOT_FOUND')) return { status: 404, message: notFound ?? error.message }
  if (isApiError(error) && error.isUnauthenticated) return { status: 401, message: error.message }
  if (isApiError(error) && !error.isUnreachable) return { status: 502, message: error.message }
  return { status: 503, message: UNREACHABLE_MESSAGE }
}

/**
 * Throws the page answer for a failed platform call, for the route's error boundary: 404 (with `notFound`
 * as the message when given) for a thing the platform does not have, 502 with the platform's own message
 * for a refusal, 503 when the platform cannot be reached.
 */
export function platformFailure(error: unknown, options: { notFound?: string } = {}): never {
  // An answer the loader already threw (a redirect, an invariant's 404) passes through unchanged.
  if (isThrownAnswer(error)) throw error
  const { status, message } = failureOf(error, options.notFound)
  throw data({ message }, { status })
}

/** The same failure as a JSON answer, for resource routes that fetchers call. */
export function failureResponse(error: unknown, extra: Record<string, unknown> = {}): Response {
  const { status, message } = failureOf(error)
  return Response.json({ ...extra, message }, { status })
}
