import { formatChinaTime, type LotteryKind, lotteryKindRules } from '@liuhe/domain'
import { useEffect, useState } from 'react'
import { Countdown } from '../../primitives/Countdown'
import { useLinkComponent } from '../../primitives/LinkProvider'
import { visuallyHidden } from '../../primitives/shared.css'
import { BallRow } from '../BallRow'
import * as styles from './DrawCard.css'

/** Card layouts: the full card, or a compact one for lists. */
export const drawCardVariants = ['default', 'compact'] as const
/** A card layout. */
export type DrawCardVariant = (typeof drawCardVariants)[number]

/** What the card is showing: the live draw, the wait for a result, or the previous result. */
export type DrawCardState = 'streaming' | 'opening' | 'result'

/** Props of {@link DrawCard}. */
export interface DrawCardProps {
  /** Game id: names the card's heading and marks the card (`data-game-id`). */
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
  kind?: LotteryKind
  /**
   * While the draw is streamed: the numbers drawn so far, of `turnNum` (the streamed turn, which is no longer
   * the open one once the platform has drawn it; the open turn when left out).
   */
  streaming?: { numbers: readonly number[]; turnNum?: string } | null
  /** Forces the "opening" state (countdown over, result not in yet); the card also enters it by itself. */
  opening?: boolean
  /** Shows a 回放 button for the previous draw's replay and calls this when pressed. */
  onReplay?: () => void
  /** Layout; defaults to `default`. */
  variant?: DrawCardVariant
  /** Where 历史开奖 leads (the game's past results); the link shows only with an address. */
  historyHref?: string
  /** Where 开奖回放 leads (the replays of past draws); the link shows only with an address. */
  replaysHref?: string
  /** Where 资料分析 leads (the game's analysis pages); the link shows only with an address. */
  analysisHref?: string
}

/** Wall clock in China time, ticking each second; rendered after mount so server and client agree. */
function LiveClock() {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <span className={styles.clock}>
      <span className={visuallyHidden}>当前时间 </span>
      {now === null ? '--:--:--' : formatChinaTime(now).slice(-'HH:mm:ss'.length)}
    </span>
  )
}

/** The card's links to the game's pages, each shown when the app gives its address. */
function GameLinks({
  gameName,
  historyHref,
  replaysHref,
  analysisHref,
}: Pick<DrawCardProps, 'gameName' | 'historyHref' | 'replaysHref' | 'analysisHref'>) {
  const Link = useLinkComponent()
  const links = [
    { label: '历史开奖', href: historyHref },
    { label: '开奖回放', href: replaysHref },
    { label: '资料分析', href: analysisHref },
  ].filter((link): link is { label: string; href: string } => link.href !== undefined)
  if (links.length === 0) return null
  return (
    <nav className={styles.links} aria-label={`${gameName}链接`}>
      {links.map((link) => (
        <Link key={link.label} className={styles.link} href={link.href}>
          {link.label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * The lottery card: while the draw streams, the numbers drawn so far under a pulsing 直播中 badge and a
 * clock; otherwise the previous result with its replay and the countdown to the next draw (开奖中… once the
 * countdown is over and the result is not in yet); and the links to the game's pages the app gives.
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
  historyHref,
  replaysHref,
  analysisHref,
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
            label={`第${streaming?.turnNum ?? next.turnNum}期直播开奖号码`}
          />
          {Array.from(
            { length: Math.max(0, lotteryKindRules[kind].count - (streaming?.numbers.length ?? 0)) },
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
        <GameLinks
          gameName={gameName}
          historyHref={historyHref}
          replaysHref={replaysHref}
          analysisHref={analysisHref}
        />
      )}
    </section>
  )
}
