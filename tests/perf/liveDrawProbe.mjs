// What a page of home records about the live draw card, for tests/e2e/live-draw-card.e2e.ts and the bench
// (liveDraw.mjs). Both functions run in the page (Playwright serializes them), so they use nothing from here.

/**
 * An init script: from the page's first script on it records, on the page's own clock (`performance.now()`),
 * the type and turn of every push a WebSocket receives (the listener is added in the constructor, before the page's own
 * handler, so a frame recorded has been handed to the page in the same task) and every loader data request
 * (Remix's single fetch: a path ending in `.data`) with how it ended: `ok`, `aborted` (its signal fired,
 * before or after its answer began) or `failed`.
 */
export function installLiveDrawProbe() {
  const probe = { frames: [], dataRequests: [], shown: [] }
  window.__liveDrawProbe = probe
  const NativeSocket = window.WebSocket
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args)
      this.addEventListener('message', (event) => {
        const at = performance.now()
        try {
          const envelope = JSON.parse(String(event.data))
          const content =
            typeof envelope.content === 'string' ? JSON.parse(envelope.content) : envelope.content
          if (content?.turnNum) probe.frames.push({ at, type: content.type, turnNum: content.turnNum })
        } catch {}
      })
    }
  }
  const nativeFetch = window.fetch
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    const response = nativeFetch.call(this, input, init)
    if (!url.pathname.endsWith('.data')) return response
    const entry = { url: url.pathname + url.search, at: performance.now(), outcome: 'pending' }
    probe.dataRequests.push(entry)
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    signal?.addEventListener('abort', () => {
      entry.outcome = 'aborted'
    })
    response.then(
      (answer) =>
        answer
          .clone()
          .arrayBuffer()
          .then(
            () => {
              entry.end = performance.now()
              if (entry.outcome === 'pending') entry.outcome = answer.ok ? 'ok' : 'failed'
            },
            () => {
              if (entry.outcome === 'pending') entry.outcome = 'failed'
            },
          ),
      () => {
        if (entry.outcome === 'pending') entry.outcome = 'failed'
      },
    )
    return response
  }
}

/**
 * Watches the draw card of `gameId` (a MutationObserver on `main`, whose subtree holds the card): each time
 * the card's shown result changes to another turn, it records the turn, its numbers as the balls show them
 * and the time (`performance.now()`; the observer's callback runs right after the DOM change, before paint).
 * The card shown when it starts is the first record.
 */
export function observeDrawCard(gameId) {
  const probe = window.__liveDrawProbe
  const read = () => {
    const card = document.querySelector(`section[data-game-id="${gameId}"]`)
    const turn = /第(\d+)期开奖结果/.exec(card?.textContent ?? '')?.[1]
    if (!card || !turn || probe.shown.at(-1)?.turn === turn) return
    const balls = card.querySelectorAll(`[aria-label="第${turn}期开奖号码"] [role="img"]`)
    const numbers = [...balls].map((ball) => Number(/\d+/.exec(ball.textContent ?? '')?.[0]))
    probe.shown.push({ turn, numbers, at: performance.now() })
  }
  read()
  const main = document.querySelector('main')
  if (!main) throw new Error('home has no main element')
  new MutationObserver(read).observe(main, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
}

/**
 * Whether the page is done with the push of `turnNum`: both frames the platform sends for a drawn
 * daily six-mark turn (RESULT, then LIVE_URL_HISTORY) reached the page, Remix's router is idle (no
 * revalidation or navigation under way) and no data request is pending.
 */
export function settledAfter(turnNum) {
  const probe = window.__liveDrawProbe
  const frames = probe.frames.filter((f) => f.turnNum === turnNum).length
  const router = window.__remixRouter?.state
  return (
    frames >= 2 &&
    router?.revalidation === 'idle' &&
    router.navigation.state === 'idle' &&
    probe.dataRequests.every((r) => r.outcome !== 'pending')
  )
}
