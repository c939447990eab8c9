import { useEffect, useState } from 'react'

/**
 * Whether the page is visible to the reader now (`document.visibilityState`): false while its tab is in the
 * background or the app is hidden. True on the server and before the page's script runs.
 */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden')
    update()
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return visible
}
