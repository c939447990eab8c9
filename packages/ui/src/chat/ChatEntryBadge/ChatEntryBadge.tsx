import { badgeText } from '../../primitives/Badge'
import * as styles from './ChatEntryBadge.css'

/** Props of {@link ChatEntryBadge}. */
export interface ChatEntryBadgeProps {
  /** People in the room now. */
  online: number
  /** Messages that arrived since the viewer last had the room open. */
  unread: number
  /** Whether the room's panel is open (the button toggles it). */
  expanded?: boolean
  /** The id of the panel the button opens. */
  controls?: string
  onPress: () => void
}

/**
 * The betting page's 聊天室 button: the game's room opens as a panel on the page. It shows how many are in
 * the room and, when messages arrived meanwhile, how many are unread.
 */
export function ChatEntryBadge({ online, unread, expanded = false, controls, onPress }: ChatEntryBadgeProps) {
  const label = `聊天室，${online}人在线${unread > 0 ? `，${badgeText(unread)}条未读` : ''}`
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onPress}
    >
      <span className={styles.title}>聊天室</span>
      <span className={styles.online}>{online}人在线</span>
      {unread > 0 ? (
        <span className={styles.unread} data-testid="chat-unread" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </button>
  )
}
