import { z } from 'zod'

/*
 * Field schemas shared by the routes' input schemas. Query and path values arrive as text; JSON bodies
 * carry numbers.
 */

/**
 * Digits of any length read as a number ('110'): the ids that are looked up next, so `0` or an id too long
 * answers not-found (`游戏不存在`) rather than a bad parameter.
 */
export const digits = z.string().regex(/^\d+$/).transform(Number)

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

/** A number given as JSON number or numeric text. */
export const numberField = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number),
])

/** 0 or 1, as JSON number or text. */
export const bit = numberField.pipe(z.union([z.literal(0), z.literal(1)]))

/** A yes/no flag as forms and JSON bodies send it: 1, 0, true, false (numbers, booleans or their text). */
export const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .transform(String)
  .pipe(z.enum(['0', '1', 'true', 'false']))
  .transform((text) => text === '1' || text === 'true')
