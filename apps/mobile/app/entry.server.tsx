import { PassThrough } from 'node:stream'
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '#app/nonce.tsx'
import { replaceInStream, withoutPaddingBytes } from '#app/server/document/htmlStream.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { contentSecurityPolicy, createNonce } from '#app/server/security/security.server.ts'

const ABORT_DELAY = 5_000

/**
 * A response that sets a cookie belongs to one visitor: whatever a route said about caching, no shared cache
 * may keep it (a guest page is otherwise public for a few seconds, see root's `headers`).
 */
function keepCookiesPrivate(headers: Headers): void {
  if (headers.has('Set-Cookie')) headers.set('Cache-Control', 'private, no-store')
}

/**
 * The page's stylesheets (each matched route's own CSS and its `links`), announced in a `Link` header: the
 * browser starts fetching them with the response's first bytes instead of when it parses `<head>`, so the
 * first paint never waits behind the page's scripts (and a CDN may send them as early hints).
 */
function preloadStylesheets(remixContext: EntryContext, headers: Headers): void {
  const hrefs = new Set<string>()
  for (const match of remixContext.staticHandlerContext.matches) {
    const id = match.route.id
    for (const href of remixContext.manifest.routes[id]?.css ?? []) hrefs.add(href)
    for (const link of remixContext.routeModules[id]?.links?.() ?? []) {
      if ('rel' in link && link.rel === 'stylesheet' && typeof link.href === 'string') hrefs.add(link.href)
    }
  }
  if (hrefs.size > 0)
    headers.append('Link', [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', '))
}

/**
 * The page's scripts are preloaded at low priority. The server's HTML is already the whole page; the scripts
 * only hydrate it, so on a slow connection the stylesheets and the first images (the carousel's first slide
 * is home's largest paint) get the bandwidth first. Remix's `<Scripts>` offers no attribute for its
 * `modulepreload` links, so the document stream gets it. After hydration Remix removes those links.
 */
const lowPriorityScripts = () =>
  replaceInStream('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

/** Data requests (client navigations) follow the same caching rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  keepCookiesPrivate(response.headers)
  return response
}

/**
 * Renders the document, sent once it is complete. Loaders have every piece of data before the render starts,
 * so the only thing that can suspend is the code of a part a page loads lazily (e.g. home's carousel), and
 * only while a fresh server loads that module the first time: sending the shell early would then stream
 * that part in after the browser's first paint and shift the page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  keepCookiesPrivate(responseHeaders)
  preloadStylesheets(remixContext, responseHeaders)
  // Each document render gets its own nonce; its inline scripts (Remix's and React's) carry it. A guest page
  // the app server keeps for its short time to live is sent again with the same nonce and policy.
  const nonce = createNonce()
  if (env.NODE_ENV === 'production') {
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, { platform: env.PLATFORM_PUBLIC_URL }),
    )
  }
  return new Promise((resolve, reject) => {
    let shellReady = false
    // A render still unfinished after ABORT_DELAY is cut short; a finished one needs no timer (an abort
    // after the end raised a stream error, and kept a timer alive for 5 s, for every page).
    let settled = false
    let abortTimer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      settled = true
      clearTimeout(abortTimer)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellReady = true
        },
        onAllReady() {
          settle()
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(withoutPaddingBytes()).pipe(lowPriorityScripts()).pipe(body)
        },
        onShellError(error: unknown) {
          settle()
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged; before it, onShellError reports them.
          if (shellReady) console.error(error)
        },
      },
    )
    if (!settled) abortTimer = setTimeout(abort, ABORT_DELAY)
  })
}
