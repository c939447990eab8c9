import { chinaDateParts } from '@liuhe/domain'
import { useEffect, useState } from 'react'
import { Countdown } from '../../primitives/Countdown'
import { visuallyHidden } from '../../primitives/shared.css'
import { BallRow, type BallRowKind } from '../BallRow'
import * as styles from './DrawCard.css'

/** Card layouts: the full card, or a compact one for lists. */
export const drawCardVariants = ['default', 'compact'] as const
/** A card layout. */
export type DrawCardVariant = (typeof drawCardVariants)[number]

/** What the card is showing: the live draw, the wait for a result, or the previous result. */
export type DrawCardState = 'streaming' | 'opening' | 'result'

/** Props of {@link DrawCard}. */
export interface DrawCardProps {
  /** Game id: builds the links to its history, replay and analysis pages. */
  gameId: number
  /** Game name, e.g. 新澳门六合彩. */
  gameName: string
  /** The previous draw: issue, numbers (the 7th special) and draw time (epoch ms). */
  previous: { turnNum: string; numbers: readonly number[]; drawTime: number } | null
  /** The open turn: issue and close time, with the platform time they were read at. */
  next: { turnNum: string; closeTime: number; serverTime: number }
  /** Called when the countdown to the next draw reaches zero. */
  onCountdownEnd?: () => void
  /** Kind of lottery; defaults to six-mark. */
  kind?: BallRowKind
  /** While the draw is streamed: the numbers drawn so far for the open turn. */
  streaming?: { numbers: readonly number[] } | null
  /** Forces the "opening" state (countdown over, result not in yet); the card also enters it by itself. */
  opening?: boolean
  /** Shows a 回放 button for the previous draw's replay and calls this when pressed. */
  onReplay?: () => void
  /** Layout; defaults to `default`. */
  variant?: DrawCardVariant
}

/** How many numbers a full result has per kind, for the placeholders of a streamed draw. */
const resultLength: Readonly<Record<BallRowKind, number>> = {
  sixMark: 7,
  racing: 10,
  quickThree: 3,
  timeBased: 5,
}

const two = (n: number) => String(n).padStart(2, '0')

/** Wall clock in China time, ticking each second; rendered after mount so server and client agree. */
function LiveClock() {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const parts = now === null ? null : chinaDateParts(now)
  return (
    <span className={styles.clock}>
      <span className={visuallyHidden}>当前时间 </span>
      {parts ? `${two(parts.hour)}:${two(parts.minute)}:${two(parts.second)}` : '--:--:--'}
    </span>
  )
}

/**
 * The lottery card: while the draw streams, the numbers drawn so far under a pulsing 直播中 badge and a
 * clock; otherwise the previous result with its replay and the countdown to the next draw (开奖中… once the
 * countdown is over and the result is not in yet); and the game's links.
 */
export function DrawCard({
  gameId,
  gameName,
  previous,
  next,
  onCountdownEnd,
  kind = 'sixMark',
  streaming,
  opening,
  onReplay,
  variant = 'default',
}: DrawCardProps) {
  const headingId = `draw-card-${gameId}`
  const [endedTurn, setEndedTurn] = useState<string | null>(null)
  // The countdown ending opens the draw until a new turn (or result) arrives in the props.
  const isOpening = opening ?? endedTurn === next.turnNum
  const state: DrawCardState = streaming ? 'streaming' : isOpening ? 'opening' : 'result'
  const size = variant === 'compact' ? 'sm' : 'md'

  return (
    <section
      className={styles.card({ variant })}
      aria-labelledby={headingId}
      data-game-id={gameId}
      data-state={state}
      data-variant={variant}
    >
      <header className={styles.header}>
        <h2 className={styles.title} id={headingId}>
          {gameName}
        </h2>
        {state === 'streaming' ? (
          <span className={styles.liveStatus}>
            <span className={styles.liveBadge}>
              <span className={styles.liveDot} aria-hidden="true" />
              直播中
            </span>
            <LiveClock />
          </span>
        ) : previous ? (
          <span className={styles.issue}>
            第<span className={styles.issueNumber}>{previous.turnNum}</span>期开奖结果
          </span>
        ) : null}
      </header>
      {state === 'streaming' ? (
        <div className={styles.result}>
          <BallRow
            kind={kind}
            numbers={streaming?.numbers ?? []}
            drawTime={next.closeTime}
            size={size}
            label={`第${next.turnNum}期直播开奖号码`}
          />
          {Array.from(
            { length: Math.max(0, resultLength[kind] - (streaming?.numbers.length ?? 0)) },
            (_, i) => (
              <span key={i} className={styles.placeholder({ size })} aria-hidden="true">
                ?
              </span>
            ),
          )}
        </div>
      ) : previous ? (
        <div className={styles.result}>
          <BallRow
            kind={kind}
            numbers={previous.numbers}
            drawTime={previous.drawTime}
            size={size}
            label={`第${previous.turnNum}期开奖号码`}
          />
          {onReplay ? (
            <button type="button" className={styles.replay} onClick={onReplay}>
              回放
            </button>
          ) : null}
        </div>
      ) : (
        <p className={styles.pending}>暂无开奖结果</p>
      )}
      {state === 'streaming' ? null : (
        <div className={styles.next}>
          <span>
            距离第<span className={styles.issueNumber}>{next.turnNum}</span>期开奖
          </span>
          {state === 'opening' ? (
            <output className={styles.opening}>开奖中…</output>
          ) : (
            <Countdown
              closeTime={next.closeTime}
              serverTime={next.serverTime}
              label={`距离第${next.turnNum}期开奖`}
              onEnd={() => {
                setEndedTurn(next.turnNum)
                onCountdownEnd?.()
              }}
            />
          )}
        </div>
      )}
      {variant === 'compact' ? null : (
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
      )}
    </section>
  )
}
