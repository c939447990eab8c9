import { z } from 'zod'
import { betFormTexts, MAX_BETS_PER_FORM } from './formTexts'
import { MAX_ODDS_MILLI } from './oddsScale'
import { type PlayOdds, playFamilies, type Selection } from './types'

const oddsMilli = z.number().int().min(1000).max(MAX_ODDS_MILLI)
const oddsTable = (key: z.ZodString) => z.record(key, oddsMilli)
const cellKey = z.string().min(1).max(16)

/** A play's odds as the platform stores and sends them: the catalogue's shapes, in thousandths. */
export const playOddsSchema: z.ZodType<PlayOdds> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), oddsMilli }),
  z.object({ kind: z.literal('perCell'), oddsMilli: oddsTable(cellKey) }),
  z.object({ kind: z.literal('byZodiacSize'), oddsMilli: oddsTable(z.string().regex(/^\d+$/)) }),
  z.object({ kind: z.literal('byElementSize'), oddsMilli: oddsTable(z.string().regex(/^\d+$/)) }),
  z.object({ kind: z.literal('byPickCount'), oddsMilli: oddsTable(z.string().regex(/^\d+$/)) }),
  z.object({ kind: z.literal('byOutcome'), oddsMilli: oddsTable(cellKey) }),
]) as unknown as z.ZodType<PlayOdds>

const cells = z.array(cellKey).min(1).max(49)
const position = z.number().int().min(1).max(10)
/** The most options one parlay leg offers: the 13 of a six-mark 过关 leg (`parlayOptions`). */
const MAX_LEG_OPTIONS = 13

/** A selection as a bet form sends it (checked against its play with `validateSelection` afterwards). */
export const selectionSchema: z.ZodType<Selection> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), cell: cellKey }),
  z.object({ kind: z.literal('cells'), cells }),
  z.object({ kind: z.literal('danTuo'), dan: cells, tuo: cells }),
  z.object({ kind: z.literal('position'), position, cell: cellKey }),
  z.object({
    kind: z.literal('parlay'),
    legs: z
      .array(z.object({ position, cells: z.array(cellKey).min(1).max(MAX_LEG_OPTIONS) }))
      .min(1)
      .max(6),
  }),
])

/** One bet of a form: the play, what was picked, and the stake of each 注 in whole 元. */
export const betLineSchema = z.object({
  playId: z.string().min(1).max(40),
  selection: selectionSchema,
  stake: z
    .number({ error: betFormTexts.amountRequired })
    .int({ error: betFormTexts.amountWhole })
    .min(1, { error: betFormTexts.amountRequired }),
})
/** One bet of a form. */
export type BetLine = z.infer<typeof betLineSchema>

/**
 * A bet form: one game and turn, one or more bets, and the key that makes a repeated submission (a double
 * tap, a retry after a lost answer) place its bets only once.
 */
export const betFormSchema = z.object({
  gameId: z.number().int().min(1),
  turnNum: z.string().regex(/^\d{6,12}$/),
  idempotencyKey: z.string().min(8).max(64),
  bets: z.array(betLineSchema).min(1, { error: betFormTexts.nothingPicked }).max(MAX_BETS_PER_FORM),
})
/** A bet form. */
export type BetForm = z.infer<typeof betFormSchema>

/** The play families, for schemas of answers that name one. */
export const playFamilySchema = z.enum(playFamilies)
