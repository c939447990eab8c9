import { Countdown } from '../../primitives/Countdown'
import { BallRow } from '../BallRow'
import * as styles from './DrawCard.css'

/** Props of {@link DrawCard}. */
export interface DrawCardProps {
  gameId: number
  /** Game name, e.g. 新澳门六合彩. */
  gameName: string
  /** The previous draw: issue, numbers (the 7th special) and draw time (epoch ms). */
  previous: { turnNum: string; numbers: readonly number[]; drawTime: number } | null
  /** The open turn: issue and close time, with the platform time they were read at. */
  next: { turnNum: string; closeTime: number; serverTime: number }
  /** Called when the countdown to the next draw reaches zero. */
  onCountdownEnd?: () => void
}

/** The lottery card: previous numbers with zodiac labels, countdown to the next draw, and its links. */
export function DrawCard({ gameId, gameName, previous, next, onCountdownEnd }: DrawCardProps) {
  const headingId = `draw-card-${gameId}`
  return (
    <section className={styles.card} aria-labelledby={headingId} data-game-id={gameId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={headingId}>
          {gameName}
        </h2>
        {previous ? (
          <span className={styles.issue}>
            第<span className={styles.issueNumber}>{previous.turnNum}</span>期开奖结果
          </span>
        ) : null}
      </header>
      {previous ? (
        <BallRow
          numbers={previous.numbers}
          drawTime={previous.drawTime}
          label={`第${previous.turnNum}期开奖号码`}
        />
      ) : (
        <p className={styles.pending}>暂无开奖结果</p>
      )}
      <div className={styles.next}>
        <span>
          距离第<span className={styles.issueNumber}>{next.turnNum}</span>期开奖
        </span>
        <Countdown
          closeTime={next.closeTime}
          serverTime={next.serverTime}
          label={`距离第${next.turnNum}期开奖`}
          onEnd={onCountdownEnd}
        />
      </div>
      <nav className={styles.links} aria-label={`${gameName}链接`}>
        <a className={styles.link} href={`/lottery-history/${gameId}`}>
          历史开奖
        </a>
        <a className={styles.link} href={`/lottery-history/${gameId}?type=live-lottery`}>
          开奖回放
        </a>
        <a className={styles.link} href={`/game/${gameId}`}>
          资料分析
        </a>
      </nav>
    </section>
  )
}
