import { type LotteryKind, parseChinaTime } from '@liuhe/domain'
import { BallRow } from '@liuhe/ui'
import * as styles from '#app/styles/game.css.ts'

/** One past draw as the history lists show it. */
export interface HistoryDraw {
  turnNum: string
  /** `YYYY-MM-DD HH:mm:ss`, China time. */
  openTime: string
  numbers: number[]
}

/** Past draws, newest first, each with its balls read by the game's lottery kind; 暂无数据 when none. */
export function DrawHistoryList({ draws, kind }: { draws: readonly HistoryDraw[]; kind: LotteryKind }) {
  if (draws.length === 0) return <p className={styles.empty}>暂无数据</p>
  return (
    <ol className={styles.rows}>
      {draws.map((row) => (
        <li key={row.turnNum} className={styles.row}>
          <div className={styles.rowHead}>
            <span className={styles.turn}>第{row.turnNum}期</span>
            <time dateTime={row.openTime.replace(' ', 'T')}>{row.openTime.slice(0, 16)}</time>
          </div>
          <BallRow
            kind={kind}
            numbers={row.numbers}
            drawTime={kind === 'sixMark' ? parseChinaTime(row.openTime) : undefined}
            size="sm"
            label={`第${row.turnNum}期开奖号码`}
          />
        </li>
      ))}
    </ol>
  )
}
