import { formatWalletFen, type LotteryKind, walletTexts } from '@liuhe/domain'
import { BallRow, Countdown } from '@liuhe/ui'
import { Link, useParams } from '@remix-run/react'
import * as styles from './betting.css.ts'

/** Props of {@link TurnBar}. */
export interface TurnBarProps {
  kind: LotteryKind
  /** The open turn on the platform's clock. */
  turn: { turnNum: string; betEndTime: number; drawTime: number; serverTime: number }
  /** The last result, shown beside the turn. */
  previous: { turnNum: string; numbers: readonly number[]; drawTime: number } | null
  /** Bets on the turn have stopped (封盘). */
  closed: boolean
  /** The signed-in member's lottery wallet (彩票余额, what a bet is taken from), fen; null for a guest. */
  lotteryFen: number | null
  /** The 封盘 countdown reached zero. */
  onClose: () => void
  /** The 开奖 countdown reached zero: the page waits for the result. */
  onDrawTime: () => void
  /** Where 历史开奖 leads. */
  historyHref: string
}

/**
 * The turn being bet on: its issue (`{期号}期`), the 封盘 and 开奖 countdowns on the platform's clock, the
 * last result and the member's lottery wallet.
 */
export function TurnBar({
  kind,
  turn,
  previous,
  closed,
  lotteryFen,
  onClose,
  onDrawTime,
  historyHref,
}: TurnBarProps) {
  const { id } = useParams()
  return (
    <section className={styles.turnBar} aria-label="当前期">
      <div className={styles.turnRow}>
        <p className={styles.turnNum}>{turn.turnNum}期</p>
        <p className={styles.clock}>
          <span className={styles.clockLabel}>封盘</span>
          {closed ? (
            <strong className={styles.closedText}>封盘中</strong>
          ) : (
            <Countdown
              closeTime={turn.betEndTime}
              serverTime={turn.serverTime}
              label="距离封盘"
              onEnd={onClose}
            />
          )}
        </p>
        <p className={styles.clock}>
          <span className={styles.clockLabel}>开奖</span>
          <Countdown
            closeTime={turn.drawTime}
            serverTime={turn.serverTime}
            label="距离开奖"
            onEnd={onDrawTime}
          />
        </p>
      </div>
      <div className={styles.turnRow}>
        {previous ? (
          <div className={styles.previous}>
            <span className={styles.previousLabel}>{previous.turnNum}期</span>
            <BallRow
              numbers={previous.numbers}
              kind={kind}
              drawTime={previous.drawTime}
              size="sm"
              label={`第${previous.turnNum}期开奖号码`}
            />
          </div>
        ) : null}
        <Link className={styles.historyLink} to={historyHref}>
          历史开奖
        </Link>
        <Link className={styles.historyLink} to={`/game/${id}/tutorial`}>
          玩法说明
        </Link>
        <Link className={styles.historyLink} to={`/game/${id}/analytic`}>
          数据分析
        </Link>
        {lotteryFen !== null ? (
          <p className={styles.balance}>
            {walletTexts.lottery} <strong>{formatWalletFen(lotteryFen)}</strong> 元
          </p>
        ) : null}
      </div>
    </section>
  )
}
