import { describe, expect, it } from 'vitest'
import { zodiacOf } from '../lottery/zodiac'
import { hkDraws, macauDraws } from '../test-support/draws'
import {
  issueOutcomes,
  RECORD_ISSUES,
  type RecordRow,
  rankByAccuracy,
  rateOf,
  type TrackRecord,
  trackRecordOf,
  trackRecordText,
} from './trackRecord'

const two = (n: number) => String(n).padStart(2, '0')

/** The rows a 三肖 card picking 马 羊 猴 every issue would carry, scored the way the platform writes notes. */
const picks = ['马', '羊', '猴']
const macauRows: RecordRow[] = macauDraws.map((d) => {
  const zodiac = d.zodiac.at(-1)!
  const hit = picks.includes(zodiac)
  return { turnNum: d.issue, note: `开:${zodiac}${two(d.numbers.at(-1)!)}${hit ? '*' : ''}` }
})
/** The same rule on the real Hong Kong history ('93/001' issue names, years rolling over). */
const hkRows: RecordRow[] = hkDraws.slice(-150).map((d) => {
  const zodiac = zodiacOf(d.special, Date.parse(`${d.date}T21:30:00+08:00`))
  const [yy, seq] = d.issue.split('/')
  return {
    turnNum: `${Number(yy) < 90 ? 20 : 19}${yy}${seq!.padStart(3, '0')}`,
    note: `开:${zodiac}${two(d.special)}${picks.includes(zodiac) ? '*' : ''}`,
  }
})

/** Independent counts straight from the draws, newest first. */
function expected(hits: boolean[]) {
  const rate = (w: number) => hits.slice(0, w).filter(Boolean).length
  let current = 0
  while (current < hits.length && hits[current] === hits[0]) current++
  let best = 0
  for (let i = 0; i < Math.min(hits.length, RECORD_ISSUES); i++) {
    let j = i
    while (j < Math.min(hits.length, RECORD_ISSUES) && hits[j]) j++
    best = Math.max(best, j - i)
  }
  return { r10: rate(10), r30: rate(30), r100: rate(100), current, best }
}

describe('trackRecordOf on the real Macau history', () => {
  const newest = [...macauDraws].reverse().map((d) => picks.includes(d.zodiac.at(-1)!))
  const want = expected(newest)
  const record = trackRecordOf(macauRows)

  it('counts the hits over the last 10 / 30 / 100 issues as the draws give them', () => {
    expect(record.rates.map((r) => [r.window, r.issues, r.hits])).toEqual([
      [10, 10, want.r10],
      [30, 30, want.r30],
      [100, 100, want.r100],
    ])
    expect(record.rates[2]!.percent).toBe(Math.round(want.r100))
    expect(record.issues).toBe(100)
  })

  it('finds the current streak and the best hit streak of the last 100 issues', () => {
    expect(record.streak).toEqual({ kind: newest[0] ? 'hit' : 'miss', length: want.current })
    expect(record.bestHitStreak).toBe(want.best)
    expect(record.bestHitStreak).toBeGreaterThan(0)
  })

  it('reads the issue of 2026-05-18 (马49) as a hit, the newest', () => {
    const outcomes = issueOutcomes(macauRows)
    expect(outcomes[0]).toEqual({ turnNum: '2026138', hit: true })
    expect(outcomes).toHaveLength(870)
  })

  it('does not depend on the order of the rows and ignores the open row', () => {
    const shuffled = [...macauRows].reverse()
    shuffled.push({ turnNum: '2026139', note: '' })
    expect(trackRecordOf(shuffled)).toEqual(record)
  })
})

describe('trackRecordOf on the real Hong Kong history', () => {
  it('orders issues across a year change and counts like the draws', () => {
    const newest = [...hkRows].reverse().map((r) => r.note!.endsWith('*'))
    const want = expected(newest)
    const record = trackRecordOf(hkRows)
    expect(record.rates.map((r) => r.hits)).toEqual([want.r10, want.r30, want.r100])
    expect(record.streak!.length).toBe(want.current)
    expect(record.bestHitStreak).toBe(want.best)
  })
})

describe('trackRecordOf on hand-made rows', () => {
  const rows = (marks: string): RecordRow[] =>
    [...marks].map((m, i) => ({
      turnNum: `2026${two(i + 1).padStart(3, '0')}`,
      note: m === 'o' ? '开:马49*' : '开:鼠01',
    }))

  it('answers an empty record for a template with no scored row', () => {
    const record = trackRecordOf([{ turnNum: '2026001', note: '' }])
    expect(record.streak).toBeNull()
    expect(record.rates.map((r) => r.percent)).toEqual([null, null, null])
    expect(trackRecordText(record)).toContain('暂无开奖记录')
  })

  it('counts fewer issues than the window when the history is short', () => {
    const record = trackRecordOf(rows('ooxoo')) // oldest first: newest two hit
    expect(rateOf(record, 10)).toEqual({ window: 10, issues: 5, hits: 4, percent: 80 })
    expect(record.streak).toEqual({ kind: 'hit', length: 2 })
    expect(record.bestHitStreak).toBe(2)
    expect(trackRecordText(record)).toBe(
      '近10期 （共5期）中4期 准确率80%，近30期 （共5期）中4期 准确率80%，近100期 （共5期）中4期 准确率80%，当前连中2期，最长连中2期',
    )
  })

  it('reads a miss streak and counts an issue with two rows once, a hit when either hit', () => {
    const record = trackRecordOf([
      ...rows('oooxx'),
      { turnNum: '2026004', note: '开:马49*' }, // a second row of the 4th issue hit
    ])
    expect(record.streak).toEqual({ kind: 'miss', length: 1 })
    expect(record.bestHitStreak).toBe(4)
    expect(record.issues).toBe(5)
  })

  it('keeps only the newest 100 issues', () => {
    const record = trackRecordOf(rows(`${'o'.repeat(20)}${'x'.repeat(100)}`))
    expect(record.bestHitStreak).toBe(0)
    expect(record.rates[2]).toEqual({ window: 100, issues: 100, hits: 0, percent: 0 })
  })
})

describe('rankByAccuracy', () => {
  const rec = (hits: number, issues: number, best = 0): TrackRecord => ({
    rates: [10, 30, 100].map((window) => ({
      window,
      issues,
      hits,
      percent: Math.round((hits * 100) / issues),
    })),
    streak: { kind: 'hit', length: 1 },
    bestHitStreak: best,
    issues,
  })

  it('orders by rate, then more issues, then best streak, then id; leaves out unscored ones', () => {
    const ranked = rankByAccuracy([
      { id: 1, record: rec(7, 10) },
      { id: 2, record: rec(70, 100) },
      { id: 3, record: rec(80, 100) },
      { id: 4, record: rec(70, 100, 5) },
      { id: 5, record: trackRecordOf([]) },
      { id: 6, record: rec(2, 3) }, // 66.7% < 70%, though rounded it is 67
      { id: 7, record: rec(70, 100, 5) },
    ])
    expect(ranked.map((t) => t.id)).toEqual([3, 4, 7, 2, 1, 6])
  })

  it('ranks real-history records over 30 issues by their hit counts', () => {
    const records = [
      ['马', '羊', '猴'],
      ['鼠', '牛'],
      ['龙', '蛇', '马', '羊'],
    ].map((set, id) => ({
      id,
      record: trackRecordOf(
        macauDraws.map((d) => ({
          turnNum: d.issue,
          note: `开:${d.zodiac.at(-1)}${set.includes(d.zodiac.at(-1)!) ? '*' : ''}`,
        })),
      ),
    }))
    const ranked = rankByAccuracy(records, 30)
    const hits = ranked.map((r) => rateOf(r.record, 30).hits)
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
    expect(ranked).toHaveLength(3)
  })
})
