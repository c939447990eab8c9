import type { NetworkLike } from '../network'

/** A network switched by the test: `online` listeners run when it is set back online. */
export function fakeNetwork() {
  let online = true
  let listeners: (() => void)[] = []
  const network: NetworkLike = {
    online: () => online,
    onceOnline(listener) {
      listeners.push(listener)
      return () => {
        listeners = listeners.filter((l) => l !== listener)
      }
    },
  }
  return {
    network,
    set(value: boolean) {
      online = value
      if (!value) return
      const waiting = listeners
      listeners = []
      for (const listener of waiting) listener()
    },
    waiting: () => listeners.length,
  }
}
