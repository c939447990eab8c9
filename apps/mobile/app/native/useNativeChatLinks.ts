import { useEffect } from 'react'
import { CUSTOMER_SERVICE_PATH } from '#app/components/auth/links.ts'

/**
 * Inside the native shell, a tap on any link to `/services` opens the shell's own chat instead (the bridge
 * is loaded only then, so a browser's first load carries none of it). Outside the shell nothing changes.
 */
export function useNativeChatLinks() {
  useEffect(() => {
    if (!(window as { LiuheNative?: unknown }).LiuheNative) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname !== CUSTOMER_SERVICE_PATH) return
      event.preventDefault()
      void import('./bridge').then(({ nativeBridge }) => nativeBridge()?.openChat())
    }
    // Capture: before the router's own link handling.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
}
