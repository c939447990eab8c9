import type { LiveResult } from '@liuhe/api/sockets'
import { parseOpenNum } from '@liuhe/domain'
import { startTransition, useEffect, useReducer } from 'react'

/** What the live-draw block shows: the draw as it streams, the stream just over, or a replay. */
export const liveDrawPhases = ['streaming', 'ended', 'replay'] as const
/** A phase of the live-draw block. */
export type LiveDrawPhase = (typeof liveDrawPhases)[number]

/** The video the live-draw block shows. */
export interface LiveDrawShow {
  phase: LiveDrawPhase
  turnNum: string
  /** Absolute HLS address; empty when there is none. */
  src: string
  /** Numbers drawn so far while streaming. */
  numbers: number[]
  /**
   * The stream's starts so far: each VIDEO push without numbers (the stream starting, or starting again)
   * counts one, and the player loads the stream anew. The platform's video begins when the draw does
   * (docs/platform.md, "Live draw video"), after an earlier announcement of the turn found none.
   */
  run: number
}

/** Home's live-draw state for one game: what is shown and the replay address of each drawn turn. */
export interface LiveDrawMemory {
  gameId: number
  show: LiveDrawShow | null
  replays: Readonly<Record<string, string>>
}

/** The live draw the lottery info reported: the streamed turn, its stream, the numbers out so far. */
export interface LoadedLiveDraw {
  turnNum: string
  src: string
  numbers?: readonly number[]
}

/** A show streaming from what the lottery info reported. */
const loadedShow = (live: LoadedLiveDraw): LiveDrawShow => ({
  phase: 'streaming',
  turnNum: live.turnNum,
  src: live.src,
  numbers: [...(live.numbers ?? [])],
  run: 0,
})

/** Something that changes the live draw. */
export type LiveDrawEvent =
  | { kind: 'loaded'; gameId: number; live: LoadedLiveDraw | null }
  | { kind: 'push'; push: LiveResult; src: string }
  | { kind: 'replay'; turnNum: string }
  | { kind: 'close' }

/** The state before any push: the live draw the lottery info reported, if any. */
export function initialLiveDraw(gameId: number, live: LoadedLiveDraw | null): LiveDrawMemory {
  return { gameId, show: live ? loadedShow(live) : null, replays: {} }
}

function onPush(memory: LiveDrawMemory, push: LiveResult, src: string): LiveDrawMemory {
  if (push.gameId !== memory.gameId) return memory
  const { show } = memory
  const streamingThisTurn = show?.phase === 'streaming' && show.turnNum === push.turnNum
  switch (push.type) {
    case 'VIDEO':
      if (push.isStreaming) {
        const numbers = streamingThisTurn && !push.openNum ? show.numbers : parseOpenNum(push.openNum)
        const run = (streamingThisTurn ? show.run : 0) + (push.openNum ? 0 : 1)
        return { ...memory, show: { phase: 'streaming', turnNum: push.turnNum, src, numbers, run } }
      }
      return streamingThisTurn ? { ...memory, show: { ...show, phase: 'ended' } } : memory
    case 'RESULT':
      // The result is in: the stream is over.
      return show?.phase === 'streaming' ? { ...memory, show: { ...show, phase: 'ended' } } : memory
    case 'LIVE_URL_HISTORY':
      return src ? { ...memory, replays: { ...memory.replays, [push.turnNum]: src } } : memory
  }
}

/** Applies one event to the live draw. */
export function nextLiveDraw(memory: LiveDrawMemory, event: LiveDrawEvent): LiveDrawMemory {
  switch (event.kind) {
    case 'loaded':
      if (event.gameId !== memory.gameId) return initialLiveDraw(event.gameId, event.live)
      // A reload during the stream keeps what the pushes said about it (ended, numbers so far), unless it
      // read more numbers than the pushes brought (some went by while the socket was away).
      if (!event.live) return memory
      if (memory.show?.turnNum === event.live.turnNum) {
        const more = event.live.numbers ?? []
        return memory.show.phase === 'streaming' && more.length > memory.show.numbers.length
          ? { ...memory, show: { ...memory.show, numbers: [...more] } }
          : memory
      }
      return { ...memory, show: loadedShow(event.live) }
    case 'push':
      return onPush(memory, event.push, event.src)
    case 'replay': {
      const src = memory.replays[event.turnNum]
      if (!src) return memory
      return { ...memory, show: { phase: 'replay', turnNum: event.turnNum, src, numbers: [], run: 0 } }
    }
    case 'close':
      return memory.show?.phase === 'streaming' ? memory : { ...memory, show: null }
  }
}

/**
 * The live draw of the shown game: seeded from the lottery info (`loaded`), moved on by the game socket's
 * pushes (`onPush`, with the push's address made absolute), and switched to a replay by `replay(turnNum)`,
 * which answers false when no replay address is known for that turn.
 */
export function useLiveDraw(gameId: number, loaded: LoadedLiveDraw | null) {
  const [memory, dispatch] = useReducer(nextLiveDraw, undefined, () => initialLiveDraw(gameId, loaded))
  const loadedTurn = loaded?.turnNum
  const loadedSrc = loaded?.src
  const loadedNumbers = loaded?.numbers?.join(',') ?? ''
  useEffect(() => {
    const live =
      loadedTurn === undefined
        ? null
        : { turnNum: loadedTurn, src: loadedSrc ?? '', numbers: parseOpenNum(loadedNumbers) }
    // A transition: it runs right after hydration, when lazily loaded parts may not have hydrated yet.
    startTransition(() => dispatch({ kind: 'loaded', gameId, live }))
  }, [gameId, loadedTurn, loadedSrc, loadedNumbers])

  const show = memory.gameId === gameId ? memory.show : null
  return {
    show,
    onPush: (push: LiveResult, src: string) => dispatch({ kind: 'push', push, src }),
    replay: (turnNum: string) => {
      if (!memory.replays[turnNum]) return false
      dispatch({ kind: 'replay', turnNum })
      return true
    },
    close: () => dispatch({ kind: 'close' }),
  }
}
