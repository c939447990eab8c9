import { winText } from '@liuhe/domain'
import * as styles from './WinBanner.css'

/** Props of {@link WinBanner}. */
export interface WinBannerProps {
  /** The winner's nickname (cut to 8 characters plus …). */
  nickname?: string | null
  /** The game's name (cut to 8 characters plus …). */
  gameName?: string | null
  /** The reward in 元. */
  reward: number | string
}

/** The lottery-win banner in a room chat: 恭喜 nickname 在 game 中奖 N元. */
export function WinBanner({ nickname, gameName, reward }: WinBannerProps) {
  const win = winText({ nickname, gameName, reward })
  return (
    <output className={styles.banner}>
      <span aria-hidden="true">🎉</span> 恭喜 <strong className={styles.name}>{win.nickname}</strong> 在{' '}
      <strong className={styles.name}>{win.gameName}</strong> 中奖{' '}
      <strong className={styles.reward}>{win.reward}</strong>
    </output>
  )
}
