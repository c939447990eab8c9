import { chinaDateParts, formatChinaTime, fromChinaTime } from '../time/chinaTime'

/** A pause a member takes: a cool-off (冷静期, short) or a self-exclusion (自我排除, long or permanent). */
export type BlockKind = 'coolOff' | 'selfExclusion'

/** One length a member may choose. `months` counts calendar months (China time); `permanent` never ends. */
export interface BlockOption {
  id: string
  kind: BlockKind
  label: string
  hours?: number
  months?: number
  permanent?: boolean
}

/** The lengths offered, shortest first within each kind. */
export const blockOptions: readonly BlockOption[] = [
  { id: 'cool-24h', kind: 'coolOff', label: '24小时', hours: 24 },
  { id: 'cool-7d', kind: 'coolOff', label: '7天', hours: 7 * 24 },
  { id: 'cool-30d', kind: 'coolOff', label: '30天', hours: 30 * 24 },
  { id: 'cool-6w', kind: 'coolOff', label: '6周', hours: 6 * 7 * 24 },
  { id: 'exclude-6m', kind: 'selfExclusion', label: '6个月', months: 6 },
  { id: 'exclude-1y', kind: 'selfExclusion', label: '1年', months: 12 },
  { id: 'exclude-forever', kind: 'selfExclusion', label: '永久', permanent: true },
]

/** The ids of {@link blockOptions}, for schemas. */
export const blockOptionIds = blockOptions.map((o) => o.id) as [string, ...string[]]

/** The option of an id, or `undefined`. */
export function blockOptionById(id: string): BlockOption | undefined {
  return blockOptions.find((o) => o.id === id)
}

/** How each kind reads. */
export const blockKindNames: Readonly<Record<BlockKind, string>> = {
  coolOff: '冷静期',
  selfExclusion: '自我排除',
}

/** A pause in force (or past): from when, until when (`null` = permanent). */
export interface BlockState {
  kind: BlockKind
  startedAt: number
  until: number | null
}

/** When a pause of `option` started at `nowMs` ends (`null` = never). */
export function blockEnd(option: BlockOption, nowMs: number): number | null {
  if (option.permanent) return null
  if (option.hours !== undefined) return nowMs + option.hours * 3_600_000
  const p = chinaDateParts(nowMs)
  const monthIndex = p.month - 1 + (option.months ?? 0)
  const year = p.year + Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  // The same day of the month, or the month's last day when it has fewer days (31 Aug + 6 months = 28/29 Feb).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return fromChinaTime(year, month, Math.min(p.day, lastDay), p.hour, p.minute, p.second)
}

/** The pause in force at `nowMs`, or `undefined` when there is none (never set, or over). */
export function activeBlock(block: BlockState | null | undefined, nowMs: number): BlockState | undefined {
  if (!block) return undefined
  return block.until === null || nowMs < block.until ? block : undefined
}

/** Why a new pause is refused. */
export const blockRefusals = {
  shorter: '您已处于更长的冷静期或自我排除中，不能缩短或提前结束',
} as const

/**
 * A member starts a pause. It cannot be undone or shortened: while one is in force, a new one must end no
 * sooner (a permanent one can only stay). Answers the new state, or the refusal text.
 */
export function startBlock(
  current: BlockState | null | undefined,
  option: BlockOption,
  nowMs: number,
): { ok: true; block: BlockState } | { ok: false; message: string } {
  const until = blockEnd(option, nowMs)
  const active = activeBlock(current, nowMs)
  if (active) {
    const shorter = active.until === null || (until !== null && until < active.until)
    if (shorter) return { ok: false, message: blockRefusals.shorter }
  }
  return { ok: true, block: { kind: option.kind, startedAt: nowMs, until } }
}

/** What a paused member is told when betting, recharging or chatting is refused. */
export function blockRefusalMessage(block: BlockState): string {
  const name = blockKindNames[block.kind]
  if (block.until === null) return `您已选择永久${name}，不能投注、充值或发言`
  return `您正处于${name}中，${formatChinaTime(block.until).slice(0, 16)}前不能投注、充值或发言`
}

/** The refusal of a member who has not confirmed being 18 or over, before the first bet or recharge. */
export const ADULT_REQUIRED_MESSAGE = '请先确认您已年满18周岁'
/** The refusal code the app reads to open the 18+ dialog. */
export const ADULT_REQUIRED_CODE = 'RG/ADULT_REQUIRED'
/** The refusal codes of the responsible-gambling checks. */
export const responsibleCodes = {
  adult: ADULT_REQUIRED_CODE,
  blocked: 'RG/BLOCKED',
  depositLimit: 'RG/DEPOSIT_LIMIT',
  lossLimit: 'RG/LOSS_LIMIT',
  invalid: 'RG/INVALID',
} as const
