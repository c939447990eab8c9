import type { LiveResult } from '@liuhe/api/sockets'
import { isCompleteSixMark, parseChinaTime, parseOpenNum } from '@liuhe/domain'
import { useMemo, useSyncExternalStore } from 'react'
import type { DrawCardData } from '#app/server/content/lottery.server.ts'

/**
 * Whether turn number `turnNum` comes after `than` (none: any turn does). A game's turn numbers are digit
 * strings that only grow (`nextTurnNumber` in @liuhe/domain): a longer one is later, and among equally long
 * ones the larger.
 */
export function isLaterTurn(turnNum: string, than: string | undefined): boolean {
  if (than === undefined) return true
  return turnNum.length === than.length ? turnNum > than : turnNum.length > than.length
}

/**
 * Applies a result push to the card: a complete result of the card's game for a later turn than the one it
 * shows replaces the previous draw. A draw the loader read is never replaced by an older push, and a push
 * is never replaced by an older draw (a revalidation answered from a copy made before the push).
 */
export function withPush(draw: DrawCardData, push: LiveResult | undefined): DrawCardData {
  if (!push || push.type !== 'RESULT' || push.gameId !== draw.gameId) return draw
  if (!isLaterTurn(push.turnNum, draw.previous?.turnNum)) return draw
  const numbers = parseOpenNum(push.openNum)
  if (!isCompleteSixMark(numbers)) return draw
  const drawTime = push.openTime ? parseChinaTime(push.openTime) : Date.now()
  return { ...draw, previous: { turnNum: push.turnNum, numbers, drawTime } }
}

/** The latest result push home's socket received, read with {@link usePushedDraw}. */
export interface PushedDrawStore {
  get: () => LiveResult | undefined
  /** Keeps a RESULT push unless a later turn of its game is already kept; other pushes are ignored. */
  set: (push: LiveResult) => void
  subscribe: (listener: () => void) => () => void
}

/**
 * Home keeps one per page: the live driver (useLiveDrawCard.ts) writes the socket's result pushes to it,
 * the card reads them. It is a store outside React's state so that the card can read it with
 * `useSyncExternalStore`, whose updates React renders at once (never as a transition, which would wait
 * with the router's revalidation, itself a transition under Remix) and only in the components that read it.
 */
export function createPushedDrawStore(): PushedDrawStore {
  let latest: LiveResult | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => latest,
    set(push) {
      if (push.type !== 'RESULT') return
      if (latest?.gameId === push.gameId && !isLaterTurn(push.turnNum, latest.turnNum)) return
      latest = push
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const noPush = () => undefined

/** The card's draw: the loader's, or the latest pushed result when that is a later turn ({@link withPush}). */
export function usePushedDraw(store: PushedDrawStore, draw: DrawCardData): DrawCardData {
  const push = useSyncExternalStore(store.subscribe, store.get, noPush)
  return useMemo(() => withPush(draw, push), [draw, push])
}
