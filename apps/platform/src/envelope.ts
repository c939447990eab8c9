import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Success envelope `{ data, totalCount? }`. */
export function ok<T>(c: Context, data: T, totalCount?: number) {
  return c.json(totalCount === undefined ? { data } : { data, totalCount })
}

/**
 * An answer whose HTTP status is part of the contract, answered as `{ code, msg }`: 401 for a request
 * without a token, 404 for a missing file or stream. Business failures are the errors of `errors.ts`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    msg: string,
  ) {
    super(msg)
  }
}

/** A 404 for a static file, image or page that does not exist. */
export const missingResource = () => new HttpError(404, 'SYS/NOT_FOUND', '资源不存在')
