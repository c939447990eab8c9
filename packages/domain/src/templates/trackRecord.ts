import { isNoteHit } from './hits'

/*
 * A template's track record: how its predictions fared over the latest drawn issues. The platform scores a
 * card's row when its issue is drawn, writing the draw's facts into the note (`开:马49`) and a `*` on a hit
 * (see hits.ts); a row whose note is still empty predicts the open issue and is not counted. One outcome per
 * issue: the platform hands in one series of rows per template (its lead group), and should two rows of one
 * issue arrive, the issue is a hit when any of them hit.
 */

/** A scored (or still open) row of a template: its issue and its note. */
export interface RecordRow {
  turnNum: string | null | undefined
  note: string | null | undefined
}

/** The outcome of one issue the template predicted. */
export interface IssueOutcome {
  turnNum: string
  hit: boolean
}

/** Hits over a window of the latest issues: `hits` of `issues`, and the rate in whole percent. */
export interface HitRate {
  /** The window asked for (10, 30, 100). */
  window: number
  /** Issues counted: the window, or fewer when the template has fewer scored issues. */
  issues: number
  hits: number
  /** `hits / issues` in whole percent (rounded); null when there is no issue. */
  percent: number | null
}

/** The current run of hits or misses, newest issue first. */
export interface RecordStreak {
  kind: 'hit' | 'miss'
  length: number
}

/** A template's record over its latest issues. */
export interface TrackRecord {
  /** 准确率 over the last 10, 30 and 100 issues, in that order. */
  rates: HitRate[]
  /** The current streak; null when nothing was scored yet. */
  streak: RecordStreak | null
  /** The longest run of hits among the issues kept (at most {@link RECORD_ISSUES}). */
  bestHitStreak: number
  /** Scored issues the record looked at (at most {@link RECORD_ISSUES}). */
  issues: number
}

/** The windows of the record, in issues. */
export const recordWindows = [10, 30, 100] as const
/** The most issues a record looks at; the platform keeps this many outcomes per template. */
export const RECORD_ISSUES = 100

/** Orders issue numbers of one game (same length, digits) newest first; longer numbers are newer. */
const newestFirst = (a: string, b: string) => b.length - a.length || (a < b ? 1 : a > b ? -1 : 0)

/** The scored issues of the rows, newest first, one outcome per issue; open rows (empty note) left out. */
export function issueOutcomes(rows: readonly RecordRow[]): IssueOutcome[] {
  const byTurn = new Map<string, boolean>()
  for (const row of rows) {
    if (!row.turnNum || !row.note) continue
    byTurn.set(row.turnNum, (byTurn.get(row.turnNum) ?? false) || isNoteHit(row.note))
  }
  return [...byTurn.keys()].sort(newestFirst).map((turnNum) => ({ turnNum, hit: byTurn.get(turnNum)! }))
}

/** Hits over the latest `window` outcomes (newest first). */
export function hitRate(outcomes: readonly IssueOutcome[], window: number): HitRate {
  const counted = outcomes.slice(0, window)
  const hits = counted.filter((o) => o.hit).length
  return {
    window,
    issues: counted.length,
    hits,
    percent: counted.length === 0 ? null : Math.round((hits * 100) / counted.length),
  }
}

/** The record of a template from its rows: 准确率 over 10 / 30 / 100 issues, current and best streaks. */
export function trackRecordOf(rows: readonly RecordRow[]): TrackRecord {
  const outcomes = issueOutcomes(rows).slice(0, RECORD_ISSUES)
  let streak: RecordStreak | null = null
  for (const o of outcomes) {
    const kind = o.hit ? 'hit' : 'miss'
    if (!streak) streak = { kind, length: 1 }
    else if (streak.kind === kind) streak.length++
    else break
  }
  let best = 0
  let run = 0
  for (const o of outcomes) {
    run = o.hit ? run + 1 : 0
    best = Math.max(best, run)
  }
  return {
    rates: recordWindows.map((w) => hitRate(outcomes, w)),
    streak,
    bestHitStreak: best,
    issues: outcomes.length,
  }
}

/** The rate of a record over a window (10, 30 or 100 issues). */
export function rateOf(record: TrackRecord, window: (typeof recordWindows)[number]): HitRate {
  return record.rates.find((r) => r.window === window) ?? { window, issues: 0, hits: 0, percent: null }
}

/** A template with its record, as a ranking orders them. */
export interface Ranked {
  id: number
  record: TrackRecord
}

/**
 * Orders templates most accurate first over a window (default 100 issues): by hit rate (exact fractions,
 * not rounded percents), then more issues counted (70/100 before 7/10), then the longer best hit streak, then
 * the smaller id. Templates with no scored issue
 * are left out.
 */
export function rankByAccuracy<T extends Ranked>(
  templates: readonly T[],
  window: (typeof recordWindows)[number] = 100,
): T[] {
  const scored = templates.filter((t) => rateOf(t.record, window).issues > 0)
  return scored.sort((a, b) => {
    const ra = rateOf(a.record, window)
    const rb = rateOf(b.record, window)
    return (
      rb.hits * ra.issues - ra.hits * rb.issues ||
      rb.issues - ra.issues ||
      b.record.bestHitStreak - a.record.bestHitStreak ||
      a.id - b.id
    )
  })
}

/** The record's figures as one line a screen reader can say: 近10期 中7期 准确率70% … */
export function trackRecordText(record: TrackRecord): string {
  const rates = record.rates
    .map(
      (r) =>
        `近${r.window}期 ${r.issues < r.window ? `（共${r.issues}期）` : ''}中${r.hits}期 准确率${r.percent ?? 0}%`,
    )
    .join('，')
  const streak = record.streak
    ? `当前${record.streak.kind === 'hit' ? '连中' : '连错'}${record.streak.length}期`
    : '暂无开奖记录'
  return `${rates}，${streak}，最长连中${record.bestHitStreak}期`
}
