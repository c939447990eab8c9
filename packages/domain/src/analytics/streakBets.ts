import { racingRanks } from '../betting/racingPlays'
import { timeBasedBalls } from '../betting/timeBasedPlays'
import type { LotteryKind } from '../lottery/kinds'
import { sideLayouts } from './history'
import type { SideReading } from './sides'

/** Where a quick bet on a 长龙 goes: the play, its position (1-based) if it has positions, one cell per side. */
export interface StreakBetTarget {
  playId: string
  position?: number
  /** The attribute's two sides, each with the play's cell key that bets on it. */
  sides: readonly { value: string; cell: string }[]
}

type Reading = Pick<SideReading, 'position' | 'attribute'>

const sixMarkSpecialCells: Readonly<Record<string, string>> = { 合数大: '合大', 合数小: '合小' }

/** The play, position and cell prefix that bet on one attribute of a kind, or null when none sells it. */
function playOf(kind: LotteryKind, { position, attribute }: Reading) {
  switch (kind) {
    case 'sixMark':
      if (position === '特码')
        return { playId: 'sm.liangmian', cell: (v: string) => sixMarkSpecialCells[v] ?? v }
      return { playId: 'sm.zonghe', cell: (v: string) => `总${v}` }
    case 'racing': {
      if (position === '冠亚和') return { playId: 'rc.guanyahe', cell: (v: string) => `冠亚${v}` }
      const rank = racingRanks.find((r) => r.label === position)
      if (!rank) return null
      if (attribute === '龙虎') return { playId: 'rc.longhu', position: rank.index, cell: (v: string) => v }
      return { playId: 'rc.liangmian', position: rank.index, cell: (v: string) => v }
    }
    case 'quickThree':
      // Only the dice total's 大小 is sold (k3.daxiao); nothing sells its 单双.
      return attribute === '大小' ? { playId: 'k3.daxiao', cell: (v: string) => v } : null
    case 'timeBased': {
      if (attribute === '龙虎') return { playId: 'ssc.longhuhe', cell: (v: string) => v }
      if (position === '总和') return { playId: 'ssc.zonghe', cell: (v: string) => `总和${v}` }
      const ball = timeBasedBalls.find((b) => b.label === position)
      return ball ? { playId: 'ssc.liangmian', position: ball.index, cell: (v: string) => v } : null
    }
  }
}

/**
 * The quick bet of a 长龙 helper row: which play sells the streak's attribute (six-mark 两面 or 总和, racing
 * 冠亚和两面, 两面 or 龙虎 by rank, quick-three 大小, time-based 两面 by ball, 总和 or 龙虎和) and the cell of
 * each of its two sides; null when no play sells it (quick-three 单双).
 */
export function streakBetTarget(kind: LotteryKind, reading: Reading): StreakBetTarget | null {
  const attribute = sideLayouts[kind]
    .find((p) => p.position === reading.position)
    ?.attributes.find((a) => a.attribute === reading.attribute)
  const play = attribute ? playOf(kind, reading) : null
  if (!attribute || !play) return null
  return {
    playId: play.playId,
    ...('position' in play && play.position !== undefined ? { position: play.position } : {}),
    sides: attribute.values.map((value) => ({ value, cell: play.cell(value) })),
  }
}
