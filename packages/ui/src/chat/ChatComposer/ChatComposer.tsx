import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { Icon } from '../../primitives/Icon'
import { visuallyHidden } from '../../primitives/shared.css'
import * as styles from './ChatComposer.css'

/** The emoji the picker offers. */
export const chatEmoji = [
  '😀',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '🧧',
  '💰',
  '🍀',
  '🔥',
  '❤️',
  '💔',
  '🌹',
  '🐉',
  '🐍',
  '🐎',
  '🐑',
  '🐒',
  '🐓',
  '🐕',
  '🐖',
  '🐀',
] as const

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** Sends the typed text (trimmed, never empty). The field clears afterwards. */
  onSend: (text: string) => void
  /** Sends a picked image; without it there is no image button. */
  onImage?: (file: File) => void
  /** Starts a red packet (发红包); without it there is no red packet button. */
  onRedPacket?: () => void
  /** Why the viewer cannot write (e.g. 您已被禁言); the field and buttons are disabled and say so. */
  disabledReason?: string
  /** Longest message in characters; defaults to 200. */
  maxLength?: number
  /** Disables sending while the previous message is on its way. */
  sending?: boolean
}

/**
 * The chat input: a text field (Enter sends, Shift+Enter breaks the line), an emoji picker, and image and
 * red packet buttons. All of it works from the keyboard and names itself to screen readers.
 */
export function ChatComposer({
  onSend,
  onImage,
  onRedPacket,
  disabledReason,
  maxLength = 200,
  sending = false,
}: ChatComposerProps) {
  const [text, setText] = useState('')
  const [emojiOpen, setEmojiOpen] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const emojiToggle = useRef<HTMLButtonElement>(null)
  const pickerId = useId()
  const reasonId = useId()
  const disabled = Boolean(disabledReason)
  const canSend = !disabled && !sending && text.trim().length > 0

  const send = () => {
    if (!canSend) return
    onSend(text.trim())
    setText('')
    setEmojiOpen(false)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  /** Where an emoji goes: the field's caret as last seen (focus stays on the picker while choosing). */
  const caret = useRef<number | null>(null)
  const rememberCaret = () => {
    caret.current = field.current?.selectionStart ?? null
  }

  const insertEmoji = (emoji: string) => {
    const at = Math.min(caret.current ?? text.length, text.length)
    const next = `${text.slice(0, at)}${emoji}${text.slice(at)}`
    if ([...next].length > maxLength) return
    caret.current = at + emoji.length
    setText(next)
  }

  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && emojiOpen) {
      event.preventDefault()
      setEmojiOpen(false)
      emojiToggle.current?.focus()
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onImage?.(file)
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit} onKeyDown={onFormKeyDown} aria-label="发送消息">
      {disabledReason ? (
        <p id={reasonId} className={styles.reason}>
          {disabledReason}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          ref={emojiToggle}
          type="button"
          className={styles.tool}
          aria-label="表情"
          aria-expanded={emojiOpen}
          aria-controls={pickerId}
          disabled={disabled}
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <span aria-hidden="true">😊</span>
        </button>
        <textarea
          ref={field}
          className={styles.field}
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={disabled ? '' : '说点什么…'}
          aria-label="消息内容"
          aria-describedby={disabledReason ? reasonId : undefined}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value)
            caret.current = event.target.selectionStart
          }}
          onSelect={rememberCaret}
          onKeyDown={onFieldKeyDown}
        />
        <button type="submit" className={styles.send} disabled={!canSend}>
          发送
        </button>
      </div>
      {(onImage || onRedPacket) && (
        <div className={styles.row}>
          {onImage ? (
            <>
              <button
                type="button"
                className={styles.action}
                disabled={disabled}
                onClick={() => fileInput.current?.click()}
              >
                <Icon name="plus" size="sm" /> 图片
              </button>
              <input
                ref={fileInput}
                className={visuallyHidden}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                tabIndex={-1}
                aria-label="选择图片"
                disabled={disabled}
                onChange={onFile}
              />
            </>
          ) : null}
          {onRedPacket ? (
            <button type="button" className={styles.action} disabled={disabled} onClick={onRedPacket}>
              <Icon name="gift" size="sm" /> 发红包
            </button>
          ) : null}
        </div>
      )}
      {emojiOpen ? (
        <fieldset id={pickerId} className={styles.picker}>
          <legend className={visuallyHidden}>选择表情</legend>
          {chatEmoji.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={styles.emoji}
              aria-label={`插入表情 ${emoji}`}
              onClick={() => insertEmoji(emoji)}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      ) : null}
    </form>
  )
}
