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
}

/** A chat room in the room list: its name, people count and last message, linking to the room. */
export function RoomListItem({ name, href, peopleCount, lastMessage, lastTime, iconUrl }: RoomListItemProps) {
  const Link = useLinkComponent()
  return (
    <Link className={styles.item} href={href} aria-label={`${name}，${peopleCount}人在线`}>
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
        </span>
      </span>
    </Link>
  )
}
