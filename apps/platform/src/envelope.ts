import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Success envelope `{ data, totalCount? }`. */
export function ok<T>(c: Context, data: T, totalCount?: number) {
  return c.json(totalCount === undefined ? { data } : { data, totalCount })
}

/** A business error, answered as `{ code, msg }` with its HTTP status. */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(msg)
  }
}

/** Throws a 400 `SYS/BAD_REQUEST` naming the bad parameter. */
export function badRequest(param: string): never {
  throw new PlatformError('SYS/BAD_REQUEST', `参数错误：${param}`)
}

/** Reads a required positive integer query parameter. */
export function intParam(c: Context, name: string): number {
  const raw = c.req.query(name)
  if (raw === undefined || !/^\d+$/.test(raw)) badRequest(name)
  return Number(raw)
}
