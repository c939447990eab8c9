import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest } from '../envelope'

/**
 * Reads a request's fields: the query, overlaid with an url-encoded/multipart form or a JSON object body.
 * Only string, number and boolean values are kept (as strings); a malformed body reads as empty.
 */
export async function readFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = { ...c.req.query() }
  if (c.req.method !== 'POST') return fields
  const type = c.req.header('content-type') ?? ''
  let body: Record<string, unknown> = {}
  if (type.includes('application/json')) {
    const parsed = (await c.req.json().catch(() => undefined)) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>
  } else if (type.includes('form')) {
    body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
  }
  for (const [key, value] of Object.entries(body)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = String(value)
  }
  return fields
}

/** Parses fields with a schema; a failure answers 400 `参数错误：<first bad field>`. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields)
  if (!result.success) badRequest(String(result.error.issues[0]?.path[0] ?? 'body'))
  return result.data
}
