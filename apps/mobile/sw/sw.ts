/// <reference lib="webworker" />
/**
 * The app's service worker (built by `sw/build.mjs` into the client build as `/sw.js`; docs/architecture.md,
 * "Offline, installable, notifications, native shell"):
 * - precaches the shell: the client entry, the root route and home, with their styles, and the offline page;
 * - pages (navigations) and their data (Remix's `.data` requests) go network first, so a reader always sees
 *   the newest draw when online; the last copy of each is kept for when the network is gone;
 * - a page served from that copy is marked `data-offline` on its `<html>`, so the app shows 离线 · 上次更新 …;
 * - a page never read before shows the offline page instead of the browser's error;
 * - a draw result pushed by the platform (web push, docs/architecture.md "Draw notifications") is shown as
 *   a notification, one per game, and a tap on it opens (or focuses) the game's history page.
 */
import type { DrawPush } from '@liuhe/domain'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { cacheNames, OFFLINE_PAGE } from './cacheNames'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

self.skipWaiting()
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)

/** How long the network may take before the last copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4

/** Marks a page that comes from the kept copy: the app reads `data-offline` and says so. */
const markOffline = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse
    const html = await cachedResponse.text()
    const headers = new Headers(cachedResponse.headers)
    headers.delete('Content-Length')
    return new Response(html.replace('<html', '<html data-offline="true"'), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 }), markOffline],
  }),
)

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.endsWith('.data'),
  new NetworkFirst({
    cacheName: cacheNames.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
)

// Built assets carry their content hash in the name: a copy never goes stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
)

// A page that was never read (so has no copy) shows the offline page rather than the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
  return Response.error()
})

/** Shows a pushed draw result: `新澳门六合彩 第2026123期开奖`, the seven numbers with zodiacs. */
self.addEventListener('push', (event) => {
  const push = drawPushIn(event.data)
  if (!push) return
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  )
})

/**
 * The notification fields of a pushed draw (@liuhe/domain's `DrawPush`, its text made by the platform);
 * null for a message without them. Read by hand: the worker stays free of the domain package's code.
 */
function drawPushIn(data: PushMessageData | null): Pick<DrawPush, 'title' | 'body' | 'tag' | 'url'> | null {
  let json: unknown
  try {
    json = data?.json()
  } catch {
    return null
  }
  if (typeof json !== 'object' || json === null) return null
  const { title, body, tag, url } = json as Record<string, unknown>
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string') return null
  if (typeof url !== 'string' || !url.startsWith('/')) return null
  return { title, body, tag, url }
}

/**
 * A tap on a draw notification: focuses a window of the app already showing the game's history, or opens
 * one (a window in the middle of something else, a bet form say, is left as it is).
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = (event.notification.data as { url?: unknown } | null)?.url
  if (typeof path !== 'string' || !path.startsWith('/')) return
  const url = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const showing = windows.find((client) => client.url === url)
      if (showing) await showing.focus()
      else await self.clients.openWindow(url)
    })(),
  )
})
