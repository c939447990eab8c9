import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react'
import { visuallyHidden } from '../shared.css'
import * as styles from './PinInput.css'

/** Number of characters of the password (exactly 4; docs/product.md, "Forms"). */
export const pinLength = 4

/** Props of {@link PinInput}. */
export interface PinInputProps {
  /** Called with the four digits once every box is filled. */
  onComplete: (value: string) => void
  /** Called with the digits typed so far on every change. */
  onChange?: (value: string) => void
  /** Accessible name of the group, e.g. 请输入密码. */
  label: string
  /** Focuses the first box on mount. */
  autoFocus?: boolean
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** A four-digit masked password, one box per character: typing moves forward, Backspace moves back, paste fills. */
export function PinInput({ onComplete, onChange, label, autoFocus }: PinInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(pinLength).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const commit = (next: string[], focusIndex: number) => {
    setDigits(next)
    const value = next.join('')
    onChange?.(value)
    boxes.current[Math.min(focusIndex, pinLength - 1)]?.focus()
    if (value.length === pinLength) onComplete(value)
  }

  const fill = (start: number, text: string) => {
    const incoming = digitsOf(text)
      .slice(0, pinLength - start)
      .split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit
    })
    commit(next, start + incoming.length)
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...digits]
      const target = digits[index] ? index : Math.max(0, index - 1)
      next[target] = ''
      commit(next, target)
    } else if (event.key === 'ArrowLeft') {
      boxes.current[Math.max(0, index - 1)]?.focus()
    } else if (event.key === 'ArrowRight') {
      boxes.current[Math.min(pinLength - 1, index + 1)]?.focus()
    }
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset className={styles.root}>
      <legend className={visuallyHidden}>{label}</legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className={styles.box}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          // biome-ignore lint/a11y/noAutofocus: opt-in for the password sheet, which opens for typing
          autoFocus={autoFocus && index === 0}
          aria-label={`${label} 第${index + 1}位`}
          value={digit}
          data-filled={digit ? '' : undefined}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => fill(index, event.target.value.slice(-1))}
        />
      ))}
    </fieldset>
  )
}
