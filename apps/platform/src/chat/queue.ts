/**
 * Async work run one task after another, in the order it was queued: a task starts once the task queued
 * before it settled (resolved or failed), so a failure never holds back the tasks after it. Each call
 * answers its own task's outcome, for its caller to await or handle.
 */
export type Queue = <T>(work: () => Promise<T>) => Promise<T>

/** A {@link Queue} per key: tasks of one key run in order, tasks of different keys independently. */
export type KeyedQueue<K> = <T>(key: K, work: () => Promise<T>) => Promise<T>

const ignore = () => {}

/** A new, empty {@link Queue}. */
export function createQueue(): Queue {
  let tail: Promise<void> = Promise.resolve()
  return (work) => {
    const result = tail.then(work)
    tail = result.then(ignore, ignore)
    return result
  }
}

/** A new, empty {@link KeyedQueue}; a key is forgotten once its last task settled. */
export function createKeyedQueue<K>(): KeyedQueue<K> {
  const tails = new Map<K, Promise<void>>()
  return (key, work) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work)
    const tail: Promise<void> = result.then(ignore, ignore).then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    tails.set(key, tail)
    return result
  }
}
