import { validator } from 'hono/validator'
import type { z } from 'zod'
import { missingResource } from '../envelope'
import { InvalidInputError } from '../errors'

/** The parts of a request a route reads input from. */
export type InputTarget = 'query' | 'form' | 'json' | 'param'

/**
 * Parses an input with a schema; a failure throws {@link InvalidInputError} naming the first bad field
 * (`whole` when the input itself is wrong, e.g. a JSON array where an object is expected).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, whole = 'body'): z.output<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw new InvalidInputError(String(parsed.error.issues[0]?.path[0] ?? whole))
  return parsed.data
}

/**
 * The one way a route validates its input: Hono's validator with a zod schema. The handler reads the
 * parsed value with `c.req.valid(target)`; a bad value answers 400 `SYS/BAD_REQUEST` `参数错误：<field>`.
 * A `json` or `form` route reads only that encoding (another content type reads as an empty object, so the
 * first required field is named), and a malformed body answers `参数错误：body`.
 */
export function validate<T extends InputTarget, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value): z.output<S> => parseInput(schema, value))
}

/**
 * Reads a static JSON file name as the query it carries (`gameId=110&page=2.json` → `{ gameId: '110',
 * page: '2' }`); undefined when the name is not a `.json` file.
 */
export function queryOfFileName(file: string): Record<string, string> | undefined {
  let name: string
  try {
    name = decodeURIComponent(file)
  } catch {
    // A malformed escape (`%E0%A4%A`) names no file: a 404 like any other, never a URIError's 500.
    return undefined
  }
  const match = /^(.+)\.json$/.exec(name)
  if (!match) return undefined
  const query: Record<string, string> = {}
  for (const part of match[1]!.split('&')) {
    const [key, ...value] = part.split('=')
    if (key) query[key] = value.join('=')
  }
  return query
}

/**
 * {@link validate} for the static JSON twins of list routes, whose query is the file name of the route's
 * `:file` parameter: the same schema as the live route, read from `c.req.valid('param')`. A name that is not
 * `….json` is a missing file (404), as for any other static file.
 */
export function validateFileQuery<S extends z.ZodType>(schema: S) {
  return validator('param', (params: Record<string, string>): z.output<S> => {
    const query = queryOfFileName(params.file ?? '')
    if (!query) throw missingResource()
    return parseInput(schema, query, 'file')
  })
}
