import type { ReactNode } from 'react'
import { Avatar } from '../../primitives/Avatar'
import { BetCard, type BetCardProps } from '../BetCard'
import { RedPacket, type RedPacketProps } from '../RedPacket'
import * as styles from './ChatMessage.css'

/** What a chat message carries. */
export const chatMessageKinds = ['text', 'image', 'redPacket', 'betCard', 'system'] as const

/** A chat message kind. */
export type ChatMessageKind = (typeof chatMessageKinds)[number]

/** Props of {@link ChatMessage}. */
export interface ChatMessageProps {
  kind: ChatMessageKind
  /** The viewer's own message: on the right, in the brand colour (or `bubbleColor`). */
  own?: boolean
  nickname?: string
  avatarId?: number | null
  /** A staff member (chat level 2): marked 管理员. */
  staff?: boolean
  /** When it was sent, already formatted, e.g. 12:30. */
  time?: string
  /** The text of a text or system message; always shown as text, never as HTML. */
  text?: string
  /** The image of an image message. */
  imageUrl?: string
  /** The red packet of a red packet message. */
  redPacket?: RedPacketProps
  /** The bet card (晒单) of a bet card message. */
  betCard?: BetCardProps
  /** The viewer's chat colour (设置聊天颜色) for their own bubbles. */
  bubbleColor?: string
  /** Pressing someone else's avatar, e.g. to start a private chat. */
  onAvatarPress?: () => void
  /** 举报 someone else's message; without it there is no 举报 action. */
  onReport?: () => void
  /** 屏蔽 the sender of someone else's message; without it there is no 屏蔽 action. */
  onMute?: () => void
}

/**
 * Text colour readable on a chat colour (a `#rrggbb` the member chose): white on dark colours, near-black on
 * light ones, by WCAG relative luminance (whichever contrasts more). Other notations keep the theme's.
 */
export function textOn(background: string): string | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1]
  if (!hex) return undefined
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  // Against white (luminance 1) and against #1a1a1a (luminance about 0.0103).
  const onWhite = 1.05 / (luminance + 0.05)
  const onDark = (luminance + 0.05) / 0.0603
  return onWhite >= onDark ? '#ffffff' : '#1a1a1a'
}

/**
 * One message in a chat: text, image, red packet or bet card in a bubble beside the sender's avatar and nickname
 * (own messages on the right), or a centred system notice. User text is rendered as text only.
 */
export function ChatMessage({
  kind,
  own = false,
  nickname,
  avatarId,
  staff = false,
  time,
  text,
  imageUrl,
  redPacket,
  betCard,
  bubbleColor,
  onAvatarPress,
  onReport,
  onMute,
}: ChatMessageProps) {
  if (kind === 'system') {
    return (
      <div className={styles.system} role="note">
        {text}
        {time ? <span className={styles.systemTime}> {time}</span> : null}
      </div>
    )
  }
  const name = nickname || '匿名用户'
  const avatar = <Avatar id={avatarId} size="sm" label={`${name}的头像`} />
  let content: ReactNode
  if (kind === 'image')
    content = imageUrl ? (
      <img className={styles.image} src={imageUrl} alt={`${name}发送的图片`} loading="lazy" />
    ) : null
  else if (kind === 'redPacket') content = redPacket ? <RedPacket {...redPacket} /> : null
  else if (kind === 'betCard') content = betCard ? <BetCard {...betCard} /> : null
  else
    content = (
      <p
        className={styles.bubble}
        data-own={own || undefined}
        style={own && bubbleColor ? { background: bubbleColor, color: textOn(bubbleColor) } : undefined}
      >
        {text}
      </p>
    )
  return (
    <article className={styles.message} data-own={own || undefined} aria-label={`${own ? '我' : name}的消息`}>
      {onAvatarPress && !own ? (
        <button
          type="button"
          className={styles.avatarButton}
          onClick={onAvatarPress}
          aria-label={`和${name}私聊`}
        >
          {avatar}
        </button>
      ) : (
        <span className={styles.avatarButton}>{avatar}</span>
      )}
      <div className={styles.body}>
        <header className={styles.meta}>
          {staff ? <span className={styles.staff}>管理员</span> : null}
          <span className={styles.nickname}>{own ? '我' : name}</span>
          {time ? <time className={styles.time}>{time}</time> : null}
          {onReport && !own ? (
            <button
              type="button"
              className={styles.report}
              onClick={onReport}
              aria-label={`举报${name}的消息`}
            >
              举报
            </button>
          ) : null}
          {onMute && !own ? (
            <button type="button" className={styles.report} onClick={onMute} aria-label={`屏蔽${name}`}>
              屏蔽
            </button>
          ) : null}
        </header>
        {content}
      </div>
    </article>
  )
}
