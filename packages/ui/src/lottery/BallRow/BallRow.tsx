import { ballLabel, type LotteryKind, zodiacOf } from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import type { ReactNode } from 'react'
import { type BallSize, LotteryBall } from '../LotteryBall'
import * as styles from './BallRow.css'
import { racingColors } from './racingColors'

/** Props of {@link BallRow}. */
export interface BallRowProps {
  /** The drawn numbers in draw order: six-mark 1–49 (7th special), racing 1–10, dice 1–6, digits 0–9. */
  numbers: readonly number[]
  /** Which lottery the numbers belong to; defaults to `sixMark`. */
  kind?: LotteryKind
  /** Draw time (epoch ms): decides the zodiac year of six-mark labels; without it no zodiac is shown. */
  drawTime?: number
  /** Ball size. */
  size?: BallSize
  /** Accessible name of the row, e.g. "第2026138期开奖结果". */
  label?: string
}

/** Which pips of a 3 × 3 grid (row by row, 0–8) a die face shows. */
const diePips: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
}
const gridCells = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const

/** What every kind's item renderer receives. */
type ItemsProps = { numbers: readonly number[]; drawTime: number | undefined; size: BallSize }

function SixMarkItems({ numbers, drawTime, size }: ItemsProps) {
  return numbers.map((n, i) => {
    const isSpecial = i === 6
    return [
      isSpecial ? (
        <li key="plus" className={styles.plus} aria-hidden="true">
          +
        </li>
      ) : null,
      <li
        key={`${i}-${n}`}
        className={isSpecial ? styles.special : styles.item}
        data-special={isSpecial || undefined}
      >
        <LotteryBall
          number={n}
          zodiac={drawTime === undefined ? undefined : zodiacOf(n, drawTime)}
          size={size}
          description={isSpecial ? '特码' : undefined}
        />
      </li>,
    ]
  })
}

function RacingItems({ numbers, size }: ItemsProps) {
  return numbers.map((n, i) => {
    const colors = racingColors[n]
    if (!colors) throw new RangeError(`not a racing number: ${n}`)
    return (
      <li key={`${i}-${n}`} className={styles.item}>
        <span
          className={styles.square[size]}
          role="img"
          aria-label={`第${i + 1}名 ${ballLabel(n)}`}
          data-number={n}
          style={assignInlineVars({
            [styles.squareBackground]: colors.background,
            [styles.squareInk]: colors.ink,
          })}
        >
          <span aria-hidden="true">{ballLabel(n)}</span>
        </span>
      </li>
    )
  })
}

function DiceItems({ numbers, size }: ItemsProps) {
  const total = numbers.reduce((a, b) => a + b, 0)
  return [
    ...numbers.map((n, i) => {
      const pips = diePips[n]
      if (!pips) throw new RangeError(`not a die face: ${n}`)
      return (
        <li key={`${i}-${n}`} className={styles.item}>
          <span className={styles.die[size]} role="img" aria-label={`${n}点`} data-face={n}>
            {gridCells.map((cell) =>
              pips.includes(cell) ? <span key={cell} className={styles.pip} /> : <span key={cell} />,
            )}
          </span>
        </li>
      )
    }),
    <li key="sum" className={styles.sum} data-sum={total}>
      和值<span className={styles.sumValue}>{total}</span>
    </li>,
  ]
}

function DigitItems({ numbers, size }: ItemsProps) {
  return numbers.map((n, i) => {
    if (!Number.isInteger(n) || n < 0 || n > 9) throw new RangeError(`not a digit: ${n}`)
    return (
      <li key={`${i}-${n}`} className={styles.item}>
        <span className={styles.digit[size]} role="img" aria-label={String(n)}>
          <span aria-hidden="true">{n}</span>
        </span>
      </li>
    )
  })
}

const itemsByKind: Readonly<Record<LotteryKind, (props: ItemsProps) => ReactNode>> = {
  sixMark: SixMarkItems,
  racing: RacingItems,
  quickThree: DiceItems,
  timeBased: DigitItems,
}

/**
 * One draw's result in the look of its lottery: six-mark balls with zodiacs and the special number set
 * apart, racing positions as coloured squares, quick-three dice with their sum, or time-based digits.
 */
export function BallRow({ numbers, kind = 'sixMark', drawTime, size = 'md', label }: BallRowProps) {
  return (
    <ul className={styles.row} aria-label={label} data-kind={kind}>
      {itemsByKind[kind]({ numbers, drawTime, size })}
    </ul>
  )
}
