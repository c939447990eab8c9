import * as styles from './profile.css.ts'

/** The VIP card (themes with VIP on): level, progress to the next level, link to the VIP page. */
export function VipCard({
  level,
  nextLevel,
  progress,
}: {
  level: number
  /** The next level; absent at the top level. */
  nextLevel?: number
  /** 0–1 progress to the next level. */
  progress: number
}) {
  const percent = Math.round(progress * 100)
  return (
    <a className={styles.vipCard} href="/profile-vip">
      <span className={styles.vipLevel}>VIP{level}</span>
      <span className={styles.vipText}>{nextLevel ? `距离VIP${nextLevel}还需努力` : '已达到最高等级'}</span>
      <span
        className={styles.progress}
        role="progressbar"
        aria-label="VIP升级进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.progressBar} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.vipText}>{percent}%</span>
    </a>
  )
}
