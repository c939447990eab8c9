// Types of liveDrawProbe.mjs for the TypeScript tests.

/** A card's shown result as the page recorded it. */
export interface ShownDraw {
  turn: string
  numbers: number[]
  /** `performance.now()` when the card showed it. */
  at: number
}

/** What {@link installLiveDrawProbe} keeps on `window.__liveDrawProbe`. */
export interface LiveDrawProbe {
  /** The pushes the page received: `at` is when the page's handler got the frame. */
  frames: { at: number; type: string; turnNum: string }[]
  dataRequests: { url: string; at: number; outcome: 'pending' | 'ok' | 'aborted' | 'failed' }[]
  shown: ShownDraw[]
}

export function installLiveDrawProbe(): void
export function observeDrawCard(gameId: number): void
export function settledAfter(turnNum: string): boolean
