import type { TrackRecord as Record } from '@liuhe/domain'
import { useId } from 'react'
import * as styles from './TrackRecord.css'

/** Props of {@link TrackRecord}. */
export interface TrackRecordProps {
  /** The card's record, as the domain computes it (`trackRecordOf`). */
  record: Record
  /** The heading text; default 历史战绩. */
  title?: string
  /** Heading level of the title; default 2. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * A prediction card's track record: 准确率 over the last 10 / 30 / 100 issues (percent and hits of issues,
 * fewer issues while the card is young), the current 连中 / 连错 streak and the best hit streak. Each
 * figure reads as a whole sentence to a screen reader (近10期准确率 70% 中7期 共10期).
 */
export function TrackRecord({ record, title = '历史战绩', headingLevel = 2, className }: TrackRecordProps) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="track-record"
    >
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {record.issues === 0 ? (
        <p className={styles.empty}>暂无开奖记录</p>
      ) : (
        <>
          <dl className={styles.rates}>
            {record.rates.map((r) => (
              <div key={r.window} className={styles.rate} data-window={r.window}>
                <dt className={styles.rateLabel}>近{r.window}期准确率</dt>
                <dd className={styles.rateValue}>
                  <span className={styles.percent}>{r.percent ?? 0}%</span>
                  <span className={styles.fraction}>
                    中{r.hits}期 共{r.issues}期
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.streaks}>
            {record.streak && (
              <span data-testid="track-record-streak">
                当前
                <span className={styles.streakKind[record.streak.kind]}>
                  {record.streak.kind === 'hit' ? '连中' : '连错'}
                </span>{' '}
                {record.streak.length} 期
              </span>
            )}
            <span data-testid="track-record-best">
              最长连中 <span className={styles.streakKind.hit}>{record.bestHitStreak}</span> 期
            </span>
          </p>
        </>
      )}
    </section>
  )
}
