import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  advanceInitialsWalk,
  type InitialsWalkCursor,
  initialsWalkStep,
  isInitialExhausted,
} from './galleryWalk'

/** Walks one load against initials holding `totals` items, serving pages of `rows`; returns the items and the cursor. */
function load(
  totals: Record<string, number>,
  rows: number,
  start: InitialsWalkCursor,
): { items: string[]; reads: string[]; next: InitialsWalkCursor | null } {
  const initials = Object.keys(totals)
  const items: string[] = []
  const reads: string[] = []
  let cursor = start
  for (;;) {
    const step = initialsWalkStep(initials, cursor, items.length, rows)
    if (step.kind === 'stop') return { items, reads, next: step.next }
    reads.push(`${step.initial}${step.page}`)
    const total = totals[step.initial] ?? 0
    const first = (step.page - 1) * rows
    const count = Math.max(0, Math.min(rows, total - first))
    for (let n = 1; n <= count; n += 1) items.push(`${step.initial}${first + n}`)
    cursor = advanceInitialsWalk(cursor, rows, { received: count, totalCount: total })
  }
}

describe('isInitialExhausted', () => {
  it('is exhausted once the pages read cover the total', () => {
    expect(isInitialExhausted(1, 4, { received: 3, totalCount: 3 })).toBe(true)
    expect(isInitialExhausted(1, 4, { received: 4, totalCount: 4 })).toBe(true)
    expect(isInitialExhausted(1, 4, { received: 4, totalCount: 5 })).toBe(false)
    expect(isInitialExhausted(2, 4, { received: 1, totalCount: 5 })).toBe(true)
  })

  it('is exhausted when a page comes back empty, whatever the total claims', () => {
    expect(isInitialExhausted(1, 4, { received: 0, totalCount: 100 })).toBe(true)
  })
})

describe('advanceInitialsWalk', () => {
  it("reads the same initial's next page while it has more", () => {
    expect(advanceInitialsWalk({ index: 1, page: 2 }, 4, { received: 4, totalCount: 9 })).toEqual({
      index: 1,
      page: 3,
    })
  })

  it("moves to the next initial's first page once the current is exhausted", () => {
    expect(advanceInitialsWalk({ index: 1, page: 3 }, 4, { received: 1, totalCount: 9 })).toEqual({
      index: 2,
      page: 1,
    })
  })
})

describe('initialsWalkStep', () => {
  const initials = ['A', 'B', 'C']

  it('reads the current page of the current initial while the page is not filled', () => {
    expect(initialsWalkStep(initials, { index: 1, page: 2 }, 3, 4)).toEqual({
      kind: 'read',
      initial: 'B',
      page: 2,
    })
  })

  it('stops with the cursor to resume from once the page is filled', () => {
    expect(initialsWalkStep(initials, { index: 1, page: 2 }, 4, 4)).toEqual({
      kind: 'stop',
      next: { index: 1, page: 2 },
    })
  })

  it('stops with no cursor once every initial is read, or when there are none', () => {
    expect(initialsWalkStep(initials, { index: 3, page: 1 }, 0, 4)).toEqual({ kind: 'stop', next: null })
    expect(initialsWalkStep(initials, { index: 3, page: 1 }, 9, 4)).toEqual({ kind: 'stop', next: null })
    expect(initialsWalkStep([], { index: 0, page: 1 }, 0, 30)).toEqual({ kind: 'stop', next: null })
  })
})

describe('the all-initials walk', () => {
  it('fills a page across initials and resumes where it stopped', () => {
    const totals = { A: 3, B: 5, C: 1 }
    const first = load(totals, 4, { index: 0, page: 1 })
    expect(first).toEqual({
      items: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'B4'],
      reads: ['A1', 'B1'],
      next: { index: 1, page: 2 },
    })
    expect(load(totals, 4, first.next!)).toEqual({
      items: ['B5', 'C1'],
      reads: ['B2', 'C1'],
      next: null,
    })
  })

  it('skips initials without items', () => {
    expect(load({ A: 0, B: 2, C: 0 }, 4, { index: 0, page: 1 })).toEqual({
      items: ['B1', 'B2'],
      reads: ['A1', 'B1', 'C1'],
      next: null,
    })
  })

  it('reads every item once, in order, in loads that stop as soon as the page is filled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 12 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 5 }),
        (counts, rows) => {
          const totals = Object.fromEntries(counts.map((count, i) => [String.fromCharCode(65 + i), count]))
          const expected = Object.entries(totals).flatMap(([initial, count]) =>
            Array.from({ length: count }, (_, n) => `${initial}${n + 1}`),
          )
          const seen: string[] = []
          let cursor: InitialsWalkCursor | null = { index: 0, page: 1 }
          while (cursor) {
            const chunk = load(totals, rows, cursor)
            if (chunk.next) expect(chunk.items.length).toBeGreaterThanOrEqual(rows)
            if (counts.length > 0) expect(chunk.reads).not.toHaveLength(0)
            expect(chunk.items.length).toBeLessThan(2 * rows)
            seen.push(...chunk.items)
            cursor = chunk.next
          }
          expect(seen).toEqual(expected)
        },
      ),
    )
  })
})
