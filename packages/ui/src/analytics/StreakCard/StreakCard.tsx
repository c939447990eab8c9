import { useLinkComponent } from '../../primitives/LinkProvider'
import { visuallyHidden } from '../../primitives/shared.css'
import * as styles from './StreakCard.css'

/** One quick-bet button of a streak: a side of the attribute, its odds, and where betting on it starts. */
export interface StreakBet {
  /** Stable key. */
  key: string
  /** The side bet on, e.g. 大. */
  label: string
  /** The odds as text, e.g. 1.965. */
  odds: string
  /** The betting page with this play chosen. */
  href: string
}

/** Props of {@link StreakCard}. */
export interface StreakCardProps {
  /** The game, e.g. 新澳门六合彩. */
  gameName: string
  /** Where the game's name links (its analytics or betting page); plain text without it. */
  gameHref?: string
  /** The position the streak is read on: 特码, 冠军, 总和 … */
  position: string
  /** The two-sided attribute, e.g. 大小. */
  attribute: string
  /** The value that keeps coming, e.g. 大. */
  value: string
  /** How many draws in a row, up to the newest. */
  length: number
  /** The newest draw's issue, shown as its turn. */
  turnNum?: string
  /** Quick bets on the attribute's sides; none when the game sells no play on it. */
  bets: readonly StreakBet[]
}

/**
 * One 长龙: a two-sided value that came out in the last N draws of a game (特码 大 连开 5 期), with quick-bet
 * buttons carrying each side's odds and leading to the betting page.
 */
export function StreakCard({
  gameName,
  gameHref,
  position,
  attribute,
  value,
  length,
  turnNum,
  bets,
}: StreakCardProps) {
  const Link = useLinkComponent()
  return (
    <article
      className={styles.card}
      aria-label={`${gameName} ${position}${attribute} ${value} 连开${length}期`}
      data-length={length}
    >
      <header className={styles.head}>
        {gameHref ? (
          <Link href={gameHref} className={styles.game}>
            {gameName}
          </Link>
        ) : (
          <span className={styles.game}>{gameName}</span>
        )}
        {turnNum ? <span className={styles.turn}>第{turnNum}期</span> : null}
      </header>
      <p className={styles.title}>
        <span className={styles.position}>{position}</span>
        <span className={visuallyHidden}>{attribute}</span>
        <span className={styles.value}>{value}</span>
        <span className={styles.length}>连开 {length} 期</span>
      </p>
      {bets.length ? (
        <ul className={styles.bets} aria-label={`${gameName} ${position}${attribute} 快捷投注`}>
          {bets.map((bet) => (
            <li key={bet.key}>
              <Link
                href={bet.href}
                className={styles.bet}
                aria-label={`投注${position}${bet.label} 赔率${bet.odds}`}
                data-current={bet.label === value || undefined}
              >
                <span className={styles.betLabel}>{bet.label}</span>
                <span className={styles.odds}>{bet.odds}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
