import { limitKinds, limitPeriods, responsibleCodes } from '@liuhe/domain'
import { z } from 'zod'
import type { Http } from './http'

/** Refusal codes of the responsible-gambling checks (bets, recharges, chat) and of its settings forms. */
export const responsibleErrorCodes = {
  /** 18+ not confirmed yet: the app opens its confirmation dialog. */
  adultRequired: responsibleCodes.adult,
  /** A cool-off or self-exclusion is in force; msg says until when. */
  blocked: responsibleCodes.blocked,
  /** Over the member's own deposit limit; msg names the limit and what is left. */
  depositLimit: responsibleCodes.depositLimit,
  /** Over the member's own loss limit. */
  lossLimit: responsibleCodes.lossLimit,
  /** A settings form was refused; msg says why, nothing was written. */
  invalid: responsibleCodes.invalid,
} as const

const limitSchema = z.object({
  /** 元 in force; null = no limit. */
  amount: z.number().nullable(),
  /** A raise waiting for its 24 h (amount null = the limit is being removed). */
  pending: z.object({ amount: z.number().nullable(), effectiveAt: z.string() }).nullable(),
  /** What the current period has used, 元 (deposits, or the net loss). */
  used: z.number(),
})
const periodsSchema = z.object(
  Object.fromEntries(limitPeriods.map((p) => [p, limitSchema])) as Record<
    (typeof limitPeriods)[number],
    typeof limitSchema
  >,
)

/** A member's responsible-gambling settings. */
export const responsibleSettingsSchema = z.object({
  adultConfirmed: z.boolean(),
  limits: z.object(
    Object.fromEntries(limitKinds.map((k) => [k, periodsSchema])) as Record<
      (typeof limitKinds)[number],
      typeof periodsSchema
    >,
  ),
  /** The cool-off or self-exclusion in force (until null = permanent). */
  block: z
    .object({
      kind: z.enum(['coolOff', 'selfExclusion']),
      kindName: z.string(),
      startedAt: z.string(),
      until: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
  realityCheckMinutes: z.number().int(),
})
/** A member's responsible-gambling settings. */
export type ResponsibleSettings = z.infer<typeof responsibleSettingsSchema>

/** The net result of a session, 元 (negative = lost). */
export const sessionResultSchema = z.object({ net: z.number() })

/** The limits form as sent: 元 as text per kind × period, empty = no limit. */
export type LimitsFormInput = Record<
  'depositDay' | 'depositWeek' | 'depositMonth' | 'lossDay' | 'lossWeek' | 'lossMonth',
  string
>

/** Responsible-gambling calls (signed-in members). */
export function responsibleApi(http: Http) {
  const post = async (path: string, form: Record<string, string>) =>
    (await http.request({ method: 'POST', path, form, schema: responsibleSettingsSchema })).data
  return {
    /** `GET /api/responsible/settings`: limits (with what each period used), pause in force, 18+, interval. */
    async settings(signal?: AbortSignal): Promise<ResponsibleSettings> {
      return (
        await http.request({ path: '/api/responsible/settings', schema: responsibleSettingsSchema, signal })
      ).data
    },
    /** `POST /api/responsible/adult`: the member confirms being 18 or over (kept from the first time). */
    confirmAdult(): Promise<ResponsibleSettings> {
      return post('/api/responsible/adult', {})
    },
    /**
     * `POST /api/responsible/limits` (form): lowering applies at once, raising (or removing) after 24 h.
     * Refused with RG/INVALID (msg in Chinese) when a field is not a whole 元 amount from 1 to 10000000.
     */
    setLimits(form: LimitsFormInput): Promise<ResponsibleSettings> {
      return post('/api/responsible/limits', form)
    },
    /**
     * `POST /api/responsible/block` (form): starts a cool-off or self-exclusion (`option`: an id of the
     * domain's `blockOptions`). It cannot be shortened or ended early: RG/INVALID while a longer one runs.
     */
    startBlock(option: string): Promise<ResponsibleSettings> {
      return post('/api/responsible/block', { option })
    },
    /** `POST /api/responsible/reality-check` (form): the reality-check interval, minutes. */
    setRealityCheck(minutes: number): Promise<ResponsibleSettings> {
      return post('/api/responsible/reality-check', { minutes: String(minutes) })
    },
    /** `GET /api/responsible/session?since=`: the net result of bets since `since` (epoch ms, ≤ 1 day back). */
    async sessionResult(since: number, signal?: AbortSignal): Promise<number> {
      return (
        await http.request({
          path: '/api/responsible/session',
          query: { since },
          schema: sessionResultSchema,
          signal,
        })
      ).data.net
    },
  }
}
