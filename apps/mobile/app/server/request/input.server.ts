import type { z } from 'zod'

/**
 * What a request the app cannot read is told: a form or an address its pages did not make (a field of the
 * wrong type, a multipart body with broken parts). Not 系统错误 (`failureTexts.system`, which
 * `errors.server.ts` answers): nothing failed on our side.
 */
export const BAD_INPUT_MESSAGE = '请求参数有误，请返回重试'

/**
 * Throws the 400 answer to input that does not parse: `{ message }` as JSON, which a fetcher reads as the
 * resource routes' other refusals, and a page's error boundary (`RouteErrorPage`, the root's) shows.
 * Without it a `ZodError` or `request.formData()`'s `TypeError` reached Remix as a 500 (docs/security.md).
 */
export function badInput(): never {
  throw Response.json(
    { message: BAD_INPUT_MESSAGE },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** `value` parsed by `schema`, or the 400 answer ({@link badInput}). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) badInput()
  return parsed.data
}

/**
 * The request's form; a body that cannot be read as one (a multipart body whose parts are broken) is the
 * 400 answer. The app server already refused bodies that are not forms (`server/bodies.ts`).
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    badInput()
  }
}

/** The request's form as one value per field (the last of a repeated one), for a schema's `safeParse`. */
export async function readFormFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await readFormData(request))
}

/** The request's form parsed by `schema`; an unreadable body or a form that does not parse is the 400 answer. */
export async function readForm<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readFormFields(request))
}

/** The address's query (one value per name) parsed by `schema`; a query that does not parse is the 400 answer. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams))
}
