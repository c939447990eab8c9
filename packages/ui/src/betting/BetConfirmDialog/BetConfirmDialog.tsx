import { type PotentialWin, walletTexts } from '@liuhe/domain'
import { Button } from '../../primitives/Button/Button'
import { Dialog, DialogActions, DialogClose, DialogContent } from '../../primitives/Dialog/Dialog'
import { formatFenAsYuan, formatOdds } from '../format'
import * as styles from './BetConfirmDialog.css'

/** The texts of the confirmation, exactly as the betting page writes them. */
export const betConfirmTexts = {
  /** Heading: the turn, the game and 下注清单. */
  title: (turnNum: string, gameName: string) => `第${turnNum}期 ${gameName} 下注清单`,
  /** Name of the scrollable list of bets. */
  listLabel: '下注清单',
  /** Column of the play and the picks. */
  play: '玩法',
  /** Column of the odds. */
  odds: '赔率',
  /** Column of the stake. */
  amount: '金额',
  /** Total count of 注. */
  totalCount: '合计注数',
  /** Total stake. */
  totalAmount: '总金额',
  /** What the bet pays back when it wins (stake included). */
  win: '可赢',
  /** The same when the lines or outcomes pay differently: the most it pays. */
  highestWin: '最高可赢',
  /** The wallet the bet is taken from (the domain's `walletTexts.lottery`). */
  balance: walletTexts.lottery,
  /** Unit after money. */
  yuan: '元',
  /** Closes without betting. */
  cancel: '取消',
  /** Places the bet. */
  confirm: '确定',
} as const

/** One line of the bet list. */
export interface BetConfirmRow {
  /** Stable key of the line; defaults to its position. */
  key?: string
  /** The play and what was picked, e.g. 特码A 07. */
  play: string
  /** Odds in thousandths; several prices (中二 / 中三) show joined with '/'. */
  oddsMilli: number | readonly number[]
  /** What the line takes from the balance in fen, all its 注 together (the domain's `betAmountFen`). */
  amountFen: number
  /** How many 注 the line holds (a 复式 pick holds several); defaults to 1. */
  count?: number
}

/** Props of {@link BetConfirmDialog}. */
export interface BetConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Called with false when the user closes it (取消, Esc, overlay); not while submitting. */
  onOpenChange: (open: boolean) => void
  /** The turn bet on, e.g. 2026326. */
  turnNum: string
  /** The game's name, e.g. 澳门六合彩. */
  gameName: string
  /** The lines of the bet. */
  rows: readonly BetConfirmRow[]
  /** Called on 确定; the caller places the bet and closes the dialog when it is done. */
  onConfirm: () => void
  /** The bet is being placed: 确定 shows a spinner, and 取消, Esc and the overlay do nothing. */
  submitting?: boolean
  /** What the bet pays back at most when it wins (the domain's `betQuote`): 可赢, or 最高可赢 when `highest`. */
  win?: PotentialWin
  /** The lottery wallet (彩票余额) the bet is taken from, fen; shown after the totals when given. */
  balanceFen?: number
}

/**
 * The list of a bet before it is placed: one table row per line (play, odds, amount in 元), then 合计注数,
 * 总金额 and 可赢 / 最高可赢, the 彩票余额 it is taken from, and 取消 / 确定. The dialog stays open on 确定
 * until the caller closes it.
 */
export function BetConfirmDialog({
  open,
  onOpenChange,
  turnNum,
  gameName,
  rows,
  onConfirm,
  submitting = false,
  win,
  balanceFen,
}: BetConfirmDialogProps) {
  const totalCount = rows.reduce((sum, row) => sum + (row.count ?? 1), 0)
  const totalFen = rows.reduce((sum, row) => sum + row.amountFen, 0)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return
        onOpenChange(next)
      }}
    >
      <DialogContent title={betConfirmTexts.title(turnNum, gameName)}>
        {/* A long list scrolls: the region takes focus so a keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard */}
        <section className={styles.scroller} aria-label={betConfirmTexts.listLabel} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.playColumn}>
                  {betConfirmTexts.play}
                </th>
                <th scope="col" className={styles.numberColumn}>
                  {betConfirmTexts.odds}
                </th>
                <th scope="col" className={styles.numberColumn}>
                  {betConfirmTexts.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key ?? index}>
                  <td className={styles.playColumn}>{row.play}</td>
                  <td className={styles.oddsCell}>{formatOdds(row.oddsMilli)}</td>
                  <td className={styles.numberColumn}>
                    {formatFenAsYuan(row.amountFen)} {betConfirmTexts.yuan}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <dl className={styles.totals}>
          <div className={styles.total}>
            <dt>{betConfirmTexts.totalCount}</dt>
            <dd className={styles.figure}>{totalCount}</dd>
          </div>
          <div className={styles.total}>
            <dt>{betConfirmTexts.totalAmount}</dt>
            <dd className={styles.figure}>
              {formatFenAsYuan(totalFen)} {betConfirmTexts.yuan}
            </dd>
          </div>
          {win ? (
            <div className={styles.total}>
              <dt>{win.highest ? betConfirmTexts.highestWin : betConfirmTexts.win}</dt>
              <dd className={styles.figure}>
                {formatFenAsYuan(win.fen)} {betConfirmTexts.yuan}
              </dd>
            </div>
          ) : null}
          {balanceFen === undefined ? null : (
            <div className={styles.total}>
              <dt>{betConfirmTexts.balance}</dt>
              <dd className={styles.figure}>
                {formatFenAsYuan(balanceFen)} {betConfirmTexts.yuan}
              </dd>
            </div>
          )}
        </dl>
        <DialogActions>
          <DialogClose>
            <Button variant="secondary" disabled={submitting}>
              {betConfirmTexts.cancel}
            </Button>
          </DialogClose>
          <Button loading={submitting} onClick={onConfirm}>
            {betConfirmTexts.confirm}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
