import { rateOf, type TrackRecord } from './trackRecord'

/*
 * A card's tags (note1, note2) are the platform's words; a tag that claims accuracy (精准, 稳中 …) is only shown
 * when the card's measured track record backs it. docs/product.md (Templates) states the rule.
 */

/** Tags that claim a card is accurate: shown only when its record backs them ({@link backsAccuracyClaim}). */
export const accuracyClaimTags: readonly string[] = [
  '精准',
  '稳中',
  '稳',
  '稳定',
  '稳健',
  '准确率高',
  '必中',
  '必杀',
]

/** The least 准确率 (whole percent, over the latest up to 100 issues) that backs an accuracy claim. */
export const ACCURACY_CLAIM_MIN_PERCENT = 60
/** The fewest scored issues a record needs before it backs an accuracy claim. */
export const ACCURACY_CLAIM_MIN_ISSUES = 30

/** True when the tag claims accuracy. */
export function isAccuracyClaim(tag: string): boolean {
  return accuracyClaimTags.includes(tag.trim())
}

/**
 * True when the record backs an accuracy claim: at least {@link ACCURACY_CLAIM_MIN_ISSUES} scored issues and a
 * hit rate of at least {@link ACCURACY_CLAIM_MIN_PERCENT}% over the latest 100 (exact, not the rounded percent).
 */
export function backsAccuracyClaim(record: TrackRecord | null | undefined): boolean {
  if (!record) return false
  const rate = rateOf(record, 100)
  return (
    rate.issues >= ACCURACY_CLAIM_MIN_ISSUES && rate.hits * 100 >= ACCURACY_CLAIM_MIN_PERCENT * rate.issues
  )
}

/** The tag as a card shows it: an accuracy claim the record does not back is dropped (null). */
export function shownTag<T extends string | null | undefined>(
  tag: T,
  record: TrackRecord | null | undefined,
): T | null {
  return tag && isAccuracyClaim(tag) && !backsAccuracyClaim(record) ? null : tag
}
