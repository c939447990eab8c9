import type { GalleryItem } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import { walkInitials } from './gallery.server'

const item = (initials: string, n: number): GalleryItem => ({
  groupId: initials.charCodeAt(0) * 100 + n,
  gameId: 110,
  name: `${initials}${n}`,
  initials,
  popular: 0,
  gameTurn: '2026139',
  imageUrl: '',
  thumbUrl: '',
  updatedTime: 0,
})

const data: Record<string, GalleryItem[]> = {
  A: [1, 2, 3].map((n) => item('A', n)),
  B: [1, 2, 3, 4, 5].map((n) => item('B', n)),
  C: [1].map((n) => item('C', n)),
}

const reader = (rows: number, calls: string[]) => async (initial: string, page: number) => {
  calls.push(`${initial}${page}`)
  const all = data[initial] ?? []
  return { items: all.slice((page - 1) * rows, page * rows), totalCount: all.length }
}

describe('walkInitials', () => {
  it('moves to the next initial while the chunk is not filled', async () => {
    const calls: string[] = []
    const first = await walkInitials(['A', 'B', 'C'], { index: 0, page: 1 }, 4, reader(4, calls))
    expect(first.items.map((i) => i.name)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'B4'])
    expect(first.next).toEqual({ index: 1, page: 2 })
    const second = await walkInitials(['A', 'B', 'C'], first.next!, 4, reader(4, calls))
    expect(second.items.map((i) => i.name)).toEqual(['B5', 'C1'])
    expect(second.next).toBeNull()
    expect(calls).toEqual(['A1', 'B1', 'B2', 'C1'])
  })

  it('ends at once without initials', async () => {
    expect(await walkInitials([], { index: 0, page: 1 }, 30, reader(30, []))).toEqual({
      items: [],
      next: null,
    })
  })
})
