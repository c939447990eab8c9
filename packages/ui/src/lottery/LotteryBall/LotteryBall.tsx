import { ballColor, ballColorLabels, ballLabel } from '@liuhe/domain'
import * as styles from './LotteryBall.css'

/** Ball sizes. */
export const ballSizes = ['sm', 'md', 'lg'] as const
/** A ball size. */
export type BallSize = (typeof ballSizes)[number]

/** Props of {@link LotteryBall}. */
export interface LotteryBallProps {
  /** Six-mark number, 1–49. */
  number: number
  /** Zodiac animal shown under the ball and spoken with it. */
  zodiac?: string | undefined
  /** Ball size. */
  size?: BallSize
  /** Solid colour ball with white number instead of the ringed look. */
  filled?: boolean
  /** Extra words for screen readers, e.g. 特码. */
  description?: string | undefined
}

/**
 * One six-mark ball: the number on its wave colour, the zodiac under it. Its accessible name says the
 * number, colour and zodiac ("07 红波 猪"), so colour is never the only signal.
 */
export function LotteryBall({ number, zodiac, size = 'md', filled = false, description }: LotteryBallProps) {
  const color = ballColor(number)
  const name = [ballLabel(number), ballColorLabels[color], zodiac, description].filter(Boolean).join(' ')
  return (
    <span className={styles.wrapper} role="img" aria-label={name} data-color={color}>
      <span className={styles.ball({ color, size, filled })} aria-hidden="true">
        {ballLabel(number)}
      </span>
      {zodiac ? (
        <span className={styles.label} aria-hidden="true">
          {zodiac}
        </span>
      ) : null}
    </span>
  )
}
