import { useCallback, useEffect, useState } from 'react'
import { COMPACT_MODE_KEY } from './betList'

function readStored(): boolean {
  try {
    return window.localStorage.getItem(COMPACT_MODE_KEY) === '1'
  } catch {
    // Storage can be blocked (private browsing); the full rows are the default.
    return false
  }
}

/**
 * The compact-row choice kept in the browser's local storage: the server renders full rows, and the stored
 * choice applies once the page runs in the browser.
 */
export function useCompactMode(): [boolean, (compact: boolean) => void] {
  const [compact, setCompact] = useState(false)
  useEffect(() => setCompact(readStored()), [])
  const choose = useCallback((next: boolean) => {
    setCompact(next)
    try {
      window.localStorage.setItem(COMPACT_MODE_KEY, next ? '1' : '0')
    } catch {
      // Not kept where storage is blocked: the choice holds until the page is left.
    }
  }, [])
  return [compact, choose]
}
