import { zodiacOf } from '@liuhe/domain'
import { type BallSize, LotteryBall } from '../LotteryBall'
import * as styles from './BallRow.css'

/** Props of {@link BallRow}. */
export interface BallRowProps {
  /** The drawn numbers in draw order; with seven, the seventh is the special number (特码). */
  numbers: readonly number[]
  /** Draw time (epoch ms): decides the zodiac year of the labels. */
  drawTime: number
  /** Ball size. */
  size?: BallSize
  /** Accessible name of the row, e.g. "第2026138期开奖结果". */
  label?: string
}

/** A six-mark result: six balls, a plus, and the special number, each with its zodiac under it. */
export function BallRow({ numbers, drawTime, size = 'md', label }: BallRowProps) {
  return (
    <ul className={styles.row} aria-label={label}>
      {numbers.map((n, i) => {
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
              zodiac={zodiacOf(n, drawTime)}
              size={size}
              description={isSpecial ? '特码' : undefined}
            />
          </li>,
        ]
      })}
    </ul>
  )
}
