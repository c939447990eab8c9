import { formatOddsMilli } from './odds'
import { oddsDisplay } from './oddsDisplay'
import type { FrozenOdds, Play, Selection } from './types'

/** The label of a play's position (正1特, 冠军, 第一球 …), or the number when the play has no such position. */
function positionLabel(play: Pick<Play, 'shape'>, index: number): string {
  const shape = play.shape
  const positions = shape.kind === 'position' || shape.kind === 'parlay' ? shape.positions : []
  return positions.find((p) => p.index === index)?.label ?? String(index)
}

/** What a bet picked, as the bet list reads it: 07 · 鼠,牛 · 胆 01 拖 02,03 · 正1特 17 · 正1 大 / 正2 单,双. */
export function selectionText(play: Pick<Play, 'shape'>, selection: Selection): string {
  switch (selection.kind) {
    case 'single':
      return selection.cell
    case 'cells':
      return selection.cells.join(',')
    case 'danTuo':
      return `胆 ${selection.dan.join(',')} 拖 ${selection.tuo.join(',')}`
    case 'position':
      return `${positionLabel(play, selection.position)} ${selection.cell}`
    case 'parlay':
      return selection.legs
        .map((leg) => `${positionLabel(play, leg.position)} ${leg.cells.join(',')}`)
        .join(' / ')
  }
}

/** Frozen odds as exact text (stored and sent, e.g. in `betInfoText`): one figure, or each key with its figure (中二 20 / 中三 100). */
export function frozenOddsText(odds: FrozenOdds): string {
  if (typeof odds === 'number') return formatOddsMilli(odds)
  return Object.entries(odds)
    .map(([key, value]) => `${key} ${formatOddsMilli(value)}`)
    .join(' / ')
}

/** Frozen odds as a screen shows them (`oddsDisplay`): one figure, or each key with its figure (中二 20 / 中三 110). */
export function frozenOddsDisplay(odds: FrozenOdds): string {
  if (typeof odds === 'number') return oddsDisplay(odds)
  return Object.entries(odds)
    .map(([key, value]) => `${key} ${oddsDisplay(value)}`)
    .join(' / ')
}

/** A bet's line in the bet list: the play, the pick and the odds, e.g. 特码A 07 @49. */
export function betInfoText(play: Play, selection: Selection, odds: FrozenOdds): string {
  return `${play.name} ${selectionText(play, selection)} @${frozenOddsText(odds)}`
}
