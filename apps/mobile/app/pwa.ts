/**
 * The browser side of the installable, offline app (docs/architecture.md, "Offline, installable,
 * notifications, native shell"): the service worker's registration and the browser's install prompt kept for
 * the install button. Every page's entry loads this; what logout deletes is `keptPages.ts`, loaded only by
 * the pages that log out. Nothing here runs on the server.
 */

/** Registers `/sw.js` (built only in production builds) once the page has loaded. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('service worker', error))
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * Keeps the browser's install prompt instead of its mini-infobar, for the page's own install button. Called
 * from the client entry, before hydration, so an early event is not missed.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })
}

/** For `useSyncExternalStore`: whether the browser offers an install prompt now. */
export const installPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => deferred !== null,
  getServer: () => false,
}

/** Shows the browser's install prompt; resolves to whether the user installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  notify()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}
