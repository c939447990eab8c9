import { type KeyboardEvent, useRef } from 'react'
import * as styles from './InitialFilter.css'

/** The initial filters: all, popular, then A–Z. */
export const galleryInitials = [
  { value: 'all', label: '全部' },
  { value: 'popular', label: '热门' },
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => ({ value: letter, label: letter })),
] as const

/** Props of {@link InitialFilter}. */
export interface InitialFilterProps {
  /** Selected value: all, popular or a letter. */
  value: string
  /** Called with the newly selected value. */
  onChange: (value: string) => void
  /** Letters to offer (those with groups); defaults to A–Z. */
  letters?: readonly string[]
  /** Accessible name; defaults to 首字母. */
  'aria-label'?: string
}

/** A single-choice row (radio group): 全部, 热门 and letters; arrow keys move the choice. */
export function InitialFilter({
  value,
  onChange,
  letters,
  'aria-label': label = '首字母',
}: InitialFilterProps) {
  const options = galleryInitials.filter((o) => o.value.length > 1 || !letters || letters.includes(o.value))
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = (index + step + options.length) % options.length
    onChange(options[next]!.value)
    refs.current[next]?.focus()
  }
  return (
    <div role="radiogroup" aria-label={label} className={styles.row}>
      {options.map((o, index) => {
        const checked = o.value === value
        return (
          // biome-ignore lint/a11y/useSemanticElements: a pill button acting as a radio (ARIA radio group pattern).
          <button
            key={o.value}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={styles.option}
            onClick={() => onChange(o.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {o.label}
          </button>
        )
      })}
    </div>
  )
}
