import { useState } from 'react'

/**
 * State that the caller controls when it passes `value`, and that lives here otherwise (starting at
 * `defaultValue`). `setValue` reports a change to `onChange` in both cases and ignores the current value.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | undefined,
  onChange?: (value: T) => void,
): [T | undefined, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : inner
  const setValue = (next: T) => {
    if (Object.is(next, current)) return
    if (!controlled) setInner(next)
    onChange?.(next)
  }
  return [current, setValue]
}
