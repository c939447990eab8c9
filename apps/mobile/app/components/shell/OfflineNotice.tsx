import { useRevalidator } from '@remix-run/react'
import { useEffect, useSyncExternalStore } from 'react'
// Not loaded lazily: offline, a chunk the service worker has not kept cannot load.
import { RenderedAtBanner } from './OfflineBanner.tsx'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOffline = () => document.documentElement.dataset.offline === 'true' || !navigator.onLine

/**
 * 离线 · 上次更新 … over a page that is a kept copy: the service worker marked it `data-offline` when it served it
 * without the network (`sw/sw.ts`), or the browser says it is offline now. `renderedAt` is when the server
 * rendered the page shown. When the network returns the page loads its data afresh and the notice goes.
 */
export function OfflineNotice({ renderedAt }: { renderedAt: number }) {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false)
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const back = () => {
      delete document.documentElement.dataset.offline
      revalidate()
    }
    window.addEventListener('online', back)
    return () => window.removeEventListener('online', back)
  }, [revalidate])
  if (!offline) return null
  return <RenderedAtBanner renderedAt={renderedAt} />
}
