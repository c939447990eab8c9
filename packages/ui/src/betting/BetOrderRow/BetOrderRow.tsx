import type { BetDisplayState } from '@liuhe/domain'
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
  /** The model badge: [信] credit, [官] official. */
  model: (model: '信' | '官') => `[${model}]`,
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
  /** Model badge: 信 (credit) or 官 (official), from `betModelLabel`. */
  model: '信' | '官'
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
 * One bet in the bet list: game, turn, model badge, the play and picks, status, stake, odds, reward and time.
 * In cancel mode a cancellable bet gets a checkbox named 选择注单 {orderNo}.
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
  model,
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
          <span className={styles.model}>{betOrderTexts.model(model)}</span>
        </p>
        <p className={styles.info}>{betInfo}</p>
        <p className={styles.status} data-tone={displayState ? betStatusToneOf[displayState] : undefined}>
          {statusText}
        </p>
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
        <p className={styles.time}>{time}</p>
      </div>
    </div>
  )
}
