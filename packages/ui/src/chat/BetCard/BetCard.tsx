import { type BetCardState, betCardStateText, betCardTexts } from '@liuhe/domain'
import * as styles from './BetCard.css'

/** One shared bet of a card: the picks as the bet list shows them, stake per 注 in 元, 注 count and odds. */
export interface BetCardLineView {
  picks: string
  stake: number
  betCount: number
  odds: string
}

/** Props of {@link BetCard}. */
export interface BetCardProps {
  gameName: string
  turnNum: string
  playName: string
  lines: readonly BetCardLineView[]
  /** 跟单 while the turn is open; 已封盘, 已中奖 or 未中奖 after (`betCardState` of `@liuhe/domain`). */
  state: BetCardState
  /** The sharer hides their cards: the picks are not shown. */
  hidden?: boolean
  /** Where 跟单 leads (the game's betting page with the picks filled); without it nothing is offered. */
  followHref?: string
}

/**
 * A bet card (晒单) in a game's chat room: game, turn and play, each bet's picks, stake per 注 and odds —
 * never a balance. While the turn takes bets it offers 跟单; after, it shows the state it is in.
 */
export function BetCard({
  gameName,
  turnNum,
  playName,
  lines,
  state,
  hidden = false,
  followHref,
}: BetCardProps) {
  // A hidden card of an open turn offers no 跟单: its name says it is hidden instead.
  const status = hidden && state === 'open' ? betCardTexts.hidden : betCardStateText(state)
  const label = `晒单：${gameName} 第${turnNum}期 ${playName}，${status}`
  return (
    <figure className={styles.card} data-state={state} aria-label={label}>
      <header className={styles.header}>
        <span className={styles.game}>{gameName}</span>
        <span className={styles.turn}>第{turnNum}期</span>
      </header>
      <p className={styles.play}>{playName}</p>
      {hidden ? (
        <p className={styles.hidden}>{betCardTexts.hidden}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line, i) => (
            <li key={i} className={styles.line}>
              <span className={styles.picks}>{line.picks}</span>
              <span className={styles.figures}>
                {betCardTexts.stakePerBet}
                {line.stake}元 × {line.betCount}注 · {betCardTexts.odds}
                {line.odds}
              </span>
            </li>
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        {state === 'open' && followHref && !hidden ? (
          <a className={styles.follow} href={followHref}>
            {betCardTexts.follow}
          </a>
        ) : (
          <span className={styles.status} data-state={state}>
            {state === 'open' ? '' : betCardStateText(state)}
          </span>
        )}
      </footer>
    </figure>
  )
}
