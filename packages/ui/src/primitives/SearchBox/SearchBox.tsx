import { type FormEvent, useRef, useState } from 'react'
import { Icon } from '../Icon/Icon'
import { IconButton } from '../IconButton/IconButton'
import * as styles from './SearchBox.css'

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Called with the trimmed text when the user presses Enter or the search key. */
  onSubmit: (text: string) => void
  /** Called with the raw text on every change. */
  onValueChange?: (text: string) => void
  /** Called after the clear button empties the box. */
  onClear?: () => void
  /** Hint inside the empty box, e.g. 请输入游戏名称. */
  placeholder?: string
  /** Text at first. */
  defaultValue?: string
  /** Accessible name of the field; defaults to 搜索. */
  label?: string
}

/** A search field with a clear button; Enter submits the trimmed text. */
export function SearchBox({
  onSubmit,
  onValueChange,
  onClear,
  placeholder,
  defaultValue = '',
  label = '搜索',
}: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue)
  const input = useRef<HTMLInputElement>(null)
  const change = (text: string) => {
    setValue(text)
    onValueChange?.(text)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: React 18's JSX types have no <search> element yet.
    <form
      role="search"
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSubmit(value.trim())
      }}
    >
      <Icon name="search" size="md" />
      <input
        ref={input}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => change(event.target.value)}
      />
      {value !== '' && (
        <IconButton
          icon="close"
          size="sm"
          aria-label="清除"
          onClick={() => {
            change('')
            onClear?.()
            input.current?.focus()
          }}
        />
      )}
    </form>
  )
}
