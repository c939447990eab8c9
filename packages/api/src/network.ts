/**
 * Whether the device has a network, and a way to hear when it comes back. The sockets reconnect only while
 * online: a reconnect attempt while offline can only fail, and would cost a server its place in the game
 * socket's list although the server never failed.
 */
export interface NetworkLike {
  online(): boolean
  /** Calls `listener` once, when the device is online again; the returned function stops listening. */
  onceOnline(listener: () => void): () => void
}

/** The browser's network state (`navigator.onLine` and the `online` event); elsewhere always online. */
export const browserNetwork: NetworkLike = {
  online: () =>
    typeof navigator === 'undefined' || typeof window === 'undefined' || navigator.onLine !== false,
  onceOnline(listener) {
    if (typeof window === 'undefined') return () => undefined
    window.addEventListener('online', listener, { once: true })
    return () => window.removeEventListener('online', listener)
  },
}

/**
 * Runs `next` after `delayMs` if the device is online then; offline, it waits for the network and runs
 * `next` as soon as it is back. Returns a function that cancels whatever is pending.
 */
export function retryWhenOnline(network: NetworkLike, delayMs: number, next: () => void): () => void {
  let stopListening: (() => void) | undefined
  const attempt = () => {
    if (network.online()) next()
    else stopListening = network.onceOnline(next)
  }
  const timer = network.online() ? setTimeout(attempt, delayMs) : undefined
  if (timer === undefined) stopListening = network.onceOnline(next)
  return () => {
    clearTimeout(timer)
    stopListening?.()
  }
}
