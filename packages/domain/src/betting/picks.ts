import { betCount, type PlayGrid } from './selection'
import type { Selection } from './types'

/**
 * The bets a betting page makes from what was tapped on one play's grid: one bet per cell for a single-cell
 * play (每个号码一注), one bet holding all cells for a group or a combination (合肖, 连码 复式), one bet per cell
 * on the chosen position, and one parlay of the tapped legs (`position:cell` picks) for 过关.
 */
export function selectionsFromPicks(play: PlayGrid, picks: readonly string[], position = 1): Selection[] {
  if (picks.length === 0) return []
  switch (play.shape.kind) {
    case 'single':
      return picks.map((cell) => ({ kind: 'single', cell }))
    case 'group':
    case 'combination':
      return [{ kind: 'cells', cells: [...picks] }]
    case 'position':
      return picks.map((cell) => ({ kind: 'position', position, cell }))
    case 'parlay': {
      const legs = new Map<number, string[]>()
      for (const pick of picks) {
        const [at, cell] = pick.split(':')
        if (!at || !cell) continue
        legs.set(Number(at), [...(legs.get(Number(at)) ?? []), cell])
      }
      return [
        {
          kind: 'parlay',
          legs: [...legs].sort(([a], [b]) => a - b).map(([p, cells]) => ({ position: p, cells })),
        },
      ]
    }
  }
}

/**
 * How many 注 the tapped picks make (the slip's 已选中 N 注): the sum over the bets they form; 0 while a
 * group or combination has too few picks to make one.
 */
export function pickedBetCount(play: PlayGrid, picks: readonly string[], position = 1): number {
  return selectionsFromPicks(play, picks, position).reduce(
    (sum, selection) => sum + betCount(play, selection),
    0,
  )
}

/**
 * A random pick for 机选: `count` different cells of the grid, drawn with `random` (0 ≤ r < 1; the page
 * passes Math.random, tests a seeded source).
 */
export function randomPicks(keys: readonly string[], count: number, random: () => number): string[] {
  const pool = [...keys]
  const picked: string[] = []
  while (picked.length < count && pool.length > 0) {
    const [key] = pool.splice(Math.floor(random() * pool.length), 1)
    picked.push(key!)
  }
  return picked
}
