import { badgeText } from '../../primitives/Badge'
import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './RoomListItem.css'

/** Props of {@link RoomListItem}. */
export interface RoomListItemProps {
  /** The room's name. */
  name: string
  /** Where the room opens, e.g. /chat-rooms/3. */
  href: string
  /** People in the room now. */
  peopleCount: number
  /** The last message's text (already reduced to a line, e.g. [图片] or [红包] for those kinds). */
  lastMessage?: string | null
  /** When the last message came, already formatted. */
  lastTime?: string | null
  /** The room's picture; a coloured initial without it. */
  iconUrl?: string | null
  /** Messages the viewer has not read in the room; a badge (99+ above 99) when above 0. */
  unread?: number
}

/**
 * A chat room in the room list: its name, people count, last message and unread count, linking to the room.
 * The link's name reads the count as the chat entries do (`N条未读`, ChatEntryBadge).
 */
export function RoomListItem({
  name,
  href,
  peopleCount,
  lastMessage,
  lastTime,
  iconUrl,
  unread = 0,
}: RoomListItemProps) {
  const Link = useLinkComponent()
  const label = `${name}，${peopleCount}人在线${unread > 0 ? `，${badgeText(unread)}条未读` : ''}`
  return (
    <Link className={styles.item} href={href} aria-label={label}>
      {iconUrl ? (
        <img className={styles.icon} src={iconUrl} alt="" width={44} height={44} />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {[...name][0] ?? '聊'}
        </span>
      )}
      <span className={styles.main}>
        <span className={styles.top}>
          <span className={styles.name}>{name}</span>
          <span className={styles.people}>{peopleCount}人</span>
        </span>
        <span className={styles.bottom}>
          <span className={styles.last}>{lastMessage || '暂无消息'}</span>
          {lastTime ? <span className={styles.time}>{lastTime}</span> : null}
          {unread > 0 ? (
            <span className={styles.unread} data-testid="room-unread" aria-hidden="true">
              {badgeText(unread)}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  )
}
