import type { BetDisplayState, LotteryKind } from '@liuhe/domain'
import type { ReactNode } from 'react'
import { BallRow } from '../../lottery/BallRow'
import { Checkbox } from '../../primitives/Checkbox/Checkbox'
import { visuallyHidden } from '../../primitives/shared.css'
import { formatFenAsYuan, formatOdds } from '../format'
import * as styles from './BetOrderRow.css'

/** Row layouts: every field on its own line, or a denser two-column block for long lists. */
export const betOrderRowVariants = ['full', 'compact'] as const
/** A row layout. */
export type BetOrderRowVariant = (typeof betOrderRowVariants)[number]

/** How a status is coloured: waiting, won, lost, drawn, or void (cancelled, deleted, chase stopped). */
export const betStatusTones = ['pending', 'won', 'lost', 'draw', 'void'] as const
/** A status colour. */
export type BetStatusTone = (typeof betStatusTones)[number]

/** The status colour of each display state the domain gives a bet. */
export const betStatusToneOf: Readonly<Record<BetDisplayState, BetStatusTone>> = {
  cancellable: 'pending',
  'cancellable-chase': 'pending',
  unsettled: 'pending',
  paidOut: 'won',
  notWon: 'lost',
  draw: 'draw',
  cancelled: 'void',
  deleted: 'void',
  chaseStopped: 'void',
}

/** The texts of a row, exactly as the bet list writes them. */
export const betOrderTexts = {
  /** The turn. */
  turn: (turnNum: string) => `${turnNum}期`,
  /** Label of the order number. */
  orderNo: '注单号',
  /** Label of the drawn numbers. */
  draw: '开奖',
  /** Accessible name of the drawn numbers. */
  drawLabel: (turnNum: string) => `第${turnNum}期开奖号码`,
  /** Label of the stake. */
  amount: '金额',
  /** Label of the odds. */
  odds: '赔率',
  /** Label of the reward. */
  reward: '奖金',
  /** Unit after money. */
  yuan: '元',
  /** Accessible name of the cancel-mode checkbox. */
  select: (orderNo: string) => `选择注单 ${orderNo}`,
} as const

/** The draw of a bet's turn. */
export interface BetOrderDraw {
  /** In draw order. */
  numbers: readonly number[]
  /** The game's lottery; defaults to six-mark. */
  kind?: LotteryKind
  /** When it was drawn (epoch ms): decides six-mark zodiacs. */
  drawTime?: number
}

/** Props of {@link BetOrderRow}. */
export interface BetOrderRowProps {
  /** The bet's order number; names its checkbox. */
  orderNo: string
  /** The game's name, e.g. 澳门六合彩. */
  gameName: string
  /** The turn bet on, e.g. 2026326. */
  turnNum: string
  /** The play and what was picked, e.g. 特码A 07. */
  betInfo: string
  /** Stake in fen. */
  amountFen: number
  /** Odds in thousandths; several prices show joined with '/'. */
  oddsMilli: number | readonly number[]
  /** Status as the caller words it: 未结算, 已中奖, 未中奖, 和局, 已撤单. */
  statusText: string
  /** The bet's display state from the domain (`betDisplayState`), which colours the status; plain when left out. */
  displayState?: BetDisplayState
  /** What the bet paid back in fen; left out while it is unsettled. */
  rewardFen?: number
  /**
   * The numbers drawn on the bet's turn, once drawn, shown as that lottery's balls (`BallRow`); six-mark
   * balls carry their zodiac when the draw time is given.
   */
  draw?: BetOrderDraw
  /** Shown after the order number, e.g. a copy button. */
  orderNoAction?: ReactNode
  /** When the bet was placed, already formatted, e.g. 2026-11-22 21:30:15. */
  time: string
  /** In cancel mode, and this bet can be cancelled: shows a checkbox to tick it. */
  cancellable?: boolean
  /** Whether the checkbox is ticked. */
  selected?: boolean
  /** Called with the new ticked state. */
  onSelectedChange?: (selected: boolean) => void
  /** Layout; defaults to `full`. */
  variant?: BetOrderRowVariant
}

/**
 * One bet in the bet list: game, turn and time, the play and picks with the status (the result, once
 * settled) beside them, the drawn numbers once drawn, stake, odds, reward, and the order number. In cancel
 * mode a cancellable bet gets a checkbox named 选择注单 {orderNo}.
 */
export function BetOrderRow({
  orderNo,
  gameName,
  turnNum,
  betInfo,
  amountFen,
  oddsMilli,
  statusText,
  displayState,
  rewardFen,
  draw,
  orderNoAction,
  time,
  cancellable = false,
  selected = false,
  onSelectedChange,
  variant = 'full',
}: BetOrderRowProps) {
  return (
    <div className={styles.row} data-variant={variant} data-selected={(cancellable && selected) || undefined}>
      {cancellable ? (
        <div className={styles.select}>
          <Checkbox isSelected={selected} onChange={onSelectedChange}>
            <span className={visuallyHidden}>{betOrderTexts.select(orderNo)}</span>
          </Checkbox>
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.head}>
          <span className={styles.game}>{gameName}</span>
          <span className={styles.turn}>{betOrderTexts.turn(turnNum)}</span>
        </p>
        <p className={styles.info}>{betInfo}</p>
        <p className={styles.status} data-tone={displayState ? betStatusToneOf[displayState] : undefined}>
          {statusText}
        </p>
        {draw ? (
          <div className={styles.draw}>
            <span className={styles.drawTerm} aria-hidden="true">
              {betOrderTexts.draw}
            </span>
            <BallRow
              numbers={draw.numbers}
              kind={draw.kind}
              drawTime={draw.drawTime}
              size="sm"
              label={betOrderTexts.drawLabel(turnNum)}
            />
          </div>
        ) : null}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.term}>{betOrderTexts.amount}</dt>
            <dd className={styles.value}>
              {formatFenAsYuan(amountFen)} {betOrderTexts.yuan}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{betOrderTexts.odds}</dt>
            <dd className={styles.value}>{formatOdds(oddsMilli)}</dd>
          </div>
          {rewardFen !== undefined ? (
            <div className={styles.figure}>
              <dt className={styles.term}>{betOrderTexts.reward}</dt>
              <dd className={styles.value} data-won={rewardFen > 0 || undefined}>
                {formatFenAsYuan(rewardFen)} {betOrderTexts.yuan}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.order}>
          <span className={styles.term}>{betOrderTexts.orderNo}</span>
          <span className={styles.orderNo}>{orderNo}</span>
          {orderNoAction}
        </p>
        <p className={styles.time}>{time}</p>
      </div>
    </div>
  )
}
