import cluster from 'node:cluster'

/**
 * Messages between the app server's workers (server/cluster.ts runs one per core): a worker that changed
 * something every worker keeps in memory (the shared platform data of shared.server.ts) tells the others
 * through the primary, and goes on only once every other worker has acted on it. The order is explicit, never
 * a race: the answer to the request that made the change leaves after every worker forgot the old value, so
 * the member's next request finds no stale copy whichever worker takes it.
 *
 * Protocol (all messages carry `liuhe: 'broadcast'`):
 * - worker → primary `{ step: 'send', id, topic, payload }`;
 * - primary → each other worker `{ step: 'deliver', id, topic, payload }`, answered `{ step: 'ack', id }`;
 * - primary → the sender `{ step: 'done', id }` once each of them answered (or exited).
 */
export interface BroadcastMessage {
  liuhe: 'broadcast'
  step: 'send' | 'deliver' | 'ack' | 'done'
  id: string
  topic?: string
  payload?: string
}

export function isBroadcastMessage(message: unknown): message is BroadcastMessage {
  return (
    typeof message === 'object' && message !== null && (message as { liuhe?: unknown }).liuhe === 'broadcast'
  )
}

const handlers = new Map<string, (payload: string) => void>()
const pending = new Map<string, () => void>()
let nextId = 0
let listening = false

function listen(): void {
  if (listening || !cluster.isWorker) return
  listening = true
  process.on('message', (message: unknown) => {
    if (!isBroadcastMessage(message)) return
    if (message.step === 'deliver') {
      handlers.get(message.topic ?? '')?.(message.payload ?? '')
      process.send?.({ liuhe: 'broadcast', step: 'ack', id: message.id } satisfies BroadcastMessage)
    } else if (message.step === 'done') {
      pending.get(message.id)?.()
      pending.delete(message.id)
    }
  })
}

/** Runs `handler` in this worker whenever another worker broadcasts on `topic`. */
export function onBroadcast(topic: string, handler: (payload: string) => void): void {
  handlers.set(topic, handler)
  listen()
}

/**
 * Tells every other worker `payload` on `topic`; resolves once each has run its handler. With `REDIS_URL`
 * the primary also tells the other app servers' workers, and answers once they have too
 * (server/machineBroadcast.ts). A server of one process (no cluster) has nobody to tell and resolves at once.
 */
export function broadcast(topic: string, payload: string): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve()
  listen()
  const id = `${process.pid}:${nextId++}`
  return new Promise((resolve) => {
    pending.set(id, resolve)
    process.send?.({ liuhe: 'broadcast', step: 'send', id, topic, payload } satisfies BroadcastMessage)
  })
}
