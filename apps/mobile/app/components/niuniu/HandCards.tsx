import { ballLabel } from '@liuhe/domain'
import { BallRow, visuallyHidden } from '@liuhe/ui'
import * as styles from './niuniu.css.ts'

/**
 * The five cars of a hand as coloured squares. The squares name racing positions (第1名 …) for a screen reader,
 * which a player's hand does not start at, so they are hidden and the cards are read out as plain numbers.
 */
export function HandCards({ cards }: { cards: readonly number[] }) {
  return (
    <div className={styles.cards}>
      <div aria-hidden="true">
        <BallRow kind="racing" numbers={cards} size="sm" />
      </div>
      <span className={visuallyHidden}>{cards.map(ballLabel).join(' ')}</span>
    </div>
  )
}
