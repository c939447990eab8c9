import { badgeText } from '../../primitives/Badge'
import { useLinkComponent } from '../../primitives/LinkProvider/LinkProvider'
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
  /** Toggles the panel (the button form). */
  onPress?: () => void
  /**
   * Renders a link to this address instead of a button (through the app's `LinkProvider`): an entry that opens
   * the chat elsewhere, and works before the page's script runs.
   */
  href?: string
}

/**
 * The 聊天室 entry: how many are in the room and, when messages arrived meanwhile, how many are unread. As a
 * button (the betting page) it toggles the game's room as a panel; with `href` it is a link (home, profile).
 */
export function ChatEntryBadge({
  online,
  unread,
  expanded = false,
  controls,
  onPress,
  href,
}: ChatEntryBadgeProps) {
  const Link = useLinkComponent()
  const label = `聊天室，${online}人在线${unread > 0 ? `，${badgeText(unread)}条未读` : ''}`
  const content = (
    <>
      <span className={styles.title}>聊天室</span>
      <span className={styles.online}>{online}人在线</span>
      {unread > 0 ? (
        <span className={styles.unread} data-testid="chat-unread" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </>
  )
  if (href !== undefined)
    return (
      <Link className={styles.button} href={href} aria-label={label}>
        {content}
      </Link>
    )
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onPress}
    >
      {content}
    </button>
  )
}
