import { describe, expect, it } from 'vitest'
import {
  ACCURACY_CLAIM_MIN_ISSUES,
  ACCURACY_CLAIM_MIN_PERCENT,
  backsAccuracyClaim,
  isAccuracyClaim,
  shownTag,
} from './claims'
import type { TrackRecord } from './trackRecord'
import { recordWindows } from './trackRecord'

/** A record of `hits` hits over `issues` issues (the 100-issue window; the shorter ones alike). */
const record = (hits: number, issues: number): TrackRecord => ({
  rates: recordWindows.map((window) => {
    const counted = Math.min(window, issues)
    const h = Math.round((hits * counted) / Math.max(issues, 1))
    return { window, issues: counted, hits: h, percent: counted ? Math.round((h * 100) / counted) : null }
  }),
  streak: null,
  bestHitStreak: 0,
  issues,
})

describe('accuracy claims on a card', () => {
  it('knows the tags that claim accuracy and those that do not', () => {
    for (const tag of ['精准', '稳中', '稳', '准确率高', '必中']) expect(isAccuracyClaim(tag)).toBe(true)
    for (const tag of ['每期更新', '生肖', '会员', '表格', '热门']) expect(isAccuracyClaim(tag)).toBe(false)
  })

  it('drops 精准 / 稳中 from a 一肖 card whose 近100期准确率 is 7%', () => {
    const weak = record(7, 100)
    expect(backsAccuracyClaim(weak)).toBe(false)
    expect(shownTag('精准', weak)).toBeNull()
    expect(shownTag('稳中', weak)).toBeNull()
    // A tag that claims nothing stays.
    expect(shownTag('每期更新', weak)).toBe('每期更新')
  })

  it('keeps a claim the record backs: at least the threshold over enough issues', () => {
    expect(ACCURACY_CLAIM_MIN_PERCENT).toBe(60)
    expect(ACCURACY_CLAIM_MIN_ISSUES).toBe(30)
    expect(shownTag('精准', record(60, 100))).toBe('精准')
    expect(shownTag('精准', record(59, 100))).toBeNull()
    // A young card: 20 of 20 is not yet a record.
    expect(shownTag('精准', record(20, 20))).toBeNull()
    expect(shownTag('精准', record(18, 30))).toBe('精准')
  })

  it('drops a claim when there is no record at all', () => {
    expect(shownTag('精准', null)).toBeNull()
    expect(shownTag('精准', undefined)).toBeNull()
    expect(shownTag('', null)).toBe('')
    expect(shownTag(null, null)).toBeNull()
  })
})
