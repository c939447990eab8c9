import type { Context } from 'hono'
import { z } from 'zod'
import { badRequest } from '../envelope'

/** A positive integer query value ('12'). */
export const positiveInt = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((n) => n > 0)

/** An optional page number, default 1. */
export const pageParam = positiveInt.optional().default(1)

/** An optional page size from 1 to `max`, default `fallback`. */
export function rowsParam(fallback: number, max = 200) {
  return positiveInt
    .refine((n) => n <= max)
    .optional()
    .default(fallback)
}

function check<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) badRequest(String(parsed.error.issues[0]?.path[0] ?? 'body'))
  return parsed.data
}

/** Parses a request's query string with a zod object schema; a bad value answers 400 参数错误：<name>. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return check(schema, c.req.query())
}

/** Parses a request body (JSON or form-encoded) with a zod schema; a bad value answers 400 参数错误：<name>. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? ''
  let body: unknown
  if (type.includes('application/json')) body = await c.req.json().catch(() => undefined)
  else if (type.includes('form')) body = await c.req.parseBody().catch(() => undefined)
  if (typeof body !== 'object' || body === null) badRequest('body')
  return check(schema, body)
}

/** A number given as JSON number or form string. */
export const numberField = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number),
])
