import { IconButton } from '@liuhe/ui'
import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import * as styles from './settleNotice.css.ts'

/** What `/resources/turn-outcome` answers. */
interface TurnOutcomeAnswer {
  turnNum?: string
  kind?: 'won' | 'draw' | 'lost' | null
  text?: string | null
  message?: string
}

/** Props of {@link SettleNotice}. */
export interface SettleNoticeProps {
  gameId: number
  /** The game's latest drawn turn as the page shows it (the draw beside the open turn). */
  drawnTurn: string | undefined
  signedIn: boolean
}

/**
 * What happened to the member's bets: when a draw lands while the page is open (the game socket's push or
 * the polling moves the page on, so its latest drawn turn changes), the page asks how that turn ended for
 * the member (`/resources/turn-outcome`, settled with the draw) and says it: 第2026329期 中奖 ¥490.00, 和局
 * 退回 ¥10.00 or 未中奖, with a link to the bet list. A turn the member did not bet on says nothing. The
 * result is a status region (`output`), announced when it fills.
 */
export function SettleNotice({ gameId, drawnTurn, signedIn }: SettleNoticeProps) {
  const { load, data } = useFetcher<TurnOutcomeAnswer>()
  // The drawn turn the page opened with: its outcome is old news (the bet list has it).
  const seen = useRef(drawnTurn)
  const [dismissed, setDismissed] = useState<string | null>(null)

  useEffect(() => {
    if (!signedIn || !drawnTurn || drawnTurn === seen.current) return
    seen.current = drawnTurn
    load(`/resources/turn-outcome?gameId=${gameId}&turnNum=${drawnTurn}`)
  }, [drawnTurn, gameId, signedIn, load])

  const shown = data?.turnNum && data.text && data.turnNum !== dismissed ? data : null
  return (
    <div className={shown ? styles.notice : styles.idle} data-kind={shown?.kind ?? undefined}>
      {/* The live region is there before any draw, so a screen reader is listening when one lands. */}
      <output className={styles.text} aria-live="polite" data-testid="settle-notice">
        {shown ? (
          <>
            <span className={styles.turn}>第{shown.turnNum}期</span>
            <span className={styles.result}>{shown.text}</span>
          </>
        ) : null}
      </output>
      {shown ? (
        <>
          <Link className={styles.link} to="/bet-list">
            查看注单
          </Link>
          <IconButton
            icon="close"
            size="sm"
            aria-label="关闭开奖结果"
            onClick={() => setDismissed(shown.turnNum!)}
          />
        </>
      ) : null}
    </div>
  )
}
