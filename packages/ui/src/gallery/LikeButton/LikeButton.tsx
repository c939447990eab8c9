import { Icon } from '../../primitives/Icon/Icon'
import * as styles from './LikeButton.css'

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  /** Whether the viewer likes the image. */
  liked: boolean
  /** Number of likes. */
  count: number
  /** Called when pressed (the caller checks login and toggles optimistically). */
  onToggle: () => void
  /** What is liked, for the accessible name, e.g. 第2026139期. */
  subject: string
}

/** A heart toggle with the like count. */
export function LikeButton({ liked, count, onToggle, subject }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={liked}
      aria-label={`点赞${subject}`}
      onClick={onToggle}
    >
      <Icon name={liked ? 'heartFilled' : 'heart'} size="md" />
      <span aria-hidden="true">{count}</span>
    </button>
  )
}
