import { gameOrientation, NATIVE_TIMEOUT_MS, type NativeAuthOutcome, nativeAuthOutcome } from '@liuhe/domain'

/**
 * The native bridge adapter (the contract is in docs/architecture.md, "Native shell"): the company's
 * iOS/Android shell injects `window.LiuheNative` with a `postMessage(json)` method before the page's scripts
 * run, and answers a request by calling `window.LiuheNativeReply(json)` with the request's id. Without the
 * injected object {@link nativeBridge} is null and every page behaves as in a browser.
 */

/** What the shell injects. */
export interface NativeHost {
  postMessage(message: string): void
}

/** A request to the shell (JSON-encoded for `postMessage`). */
export type NativeRequest =
  | { id: string; type: 'login'; payload: NativeLoginPayload }
  | { id: string; type: 'register'; payload: Record<string, string> }
  | { id: string; type: 'openGame'; payload: { url: string; orientation: 'landscape' | 'portrait' } }
  | { id: string; type: 'openChat'; payload: Record<string, never> }

/** The login form's fields as the shell receives them. */
export interface NativeLoginPayload {
  account: string
  password: string
  valiCode?: string | undefined
}

/** The shell's answer to a login or register: `{ id, data: { token } }` or `{ id, error: { code, msg } }`. */
export interface NativeReply {
  id: string
  data?: { token?: string }
  error?: { code?: string; msg?: string }
}

/** The web app's side of the bridge. */
export interface NativeBridge {
  /** Logs in through the shell; a time-out after 30 s gives 登录超时，请重新试下！. */
  login(payload: NativeLoginPayload): Promise<NativeAuthOutcome>
  /** Registers through the shell (same time-out). */
  register(payload: Record<string, string>): Promise<NativeAuthOutcome>
  /** Opens a third-party game natively, the screen turned by the game's `appDisplay`. */
  openGame(url: string, appDisplay: number | null | undefined): void
  /** Opens the shell's own customer-service chat (what `/services` is in the browser). */
  openChat(): void
}

/** The globals the bridge uses. */
export interface NativeWindow {
  LiuheNative?: NativeHost
  LiuheNativeReply?: (reply: string | NativeReply) => void
  setTimeout: (handler: () => void, ms: number) => unknown
  clearTimeout: (handle: never) => void
}

/** Creates the bridge over an injected host; `win` receives the replies. */
export function createNativeBridge(host: NativeHost, win: NativeWindow, timeoutMs = NATIVE_TIMEOUT_MS) {
  const waiting = new Map<string, (answer: unknown) => void>()
  let sequence = 0
  const nextId = () => `liuhe-${Date.now().toString(36)}-${++sequence}`

  win.LiuheNativeReply = (raw) => {
    let reply: NativeReply | undefined
    try {
      reply = typeof raw === 'string' ? (JSON.parse(raw) as NativeReply) : raw
    } catch {
      return
    }
    const settle = reply && waiting.get(reply.id)
    if (!settle) return
    settle(reply.error ? { error: reply.error } : { token: reply.data?.token })
  }

  const post = (request: NativeRequest) => host.postMessage(JSON.stringify(request))

  const call = (request: NativeRequest): Promise<NativeAuthOutcome> =>
    new Promise((resolve) => {
      const timer = win.setTimeout(() => done('timeout'), timeoutMs)
      function done(answer: unknown) {
        win.clearTimeout(timer as never)
        waiting.delete(request.id)
        resolve(nativeAuthOutcome(answer))
      }
      waiting.set(request.id, done)
      try {
        post(request)
      } catch {
        done(undefined)
      }
    })

  const bridge: NativeBridge = {
    login: (payload) => call({ id: nextId(), type: 'login', payload }),
    register: (payload) => call({ id: nextId(), type: 'register', payload }),
    openGame: (url, appDisplay) =>
      post({ id: nextId(), type: 'openGame', payload: { url, orientation: gameOrientation(appDisplay) } }),
    openChat: () => post({ id: nextId(), type: 'openChat', payload: {} }),
  }
  return bridge
}

let cached: { host: NativeHost; bridge: NativeBridge } | undefined

/** The native bridge when the page runs inside the shell, else null (always null on the server). */
export function nativeBridge(): NativeBridge | null {
  if (typeof window === 'undefined') return null
  const win = window as unknown as NativeWindow
  const host = win.LiuheNative
  if (!host || typeof host.postMessage !== 'function') return null
  if (cached?.host !== host) cached = { host, bridge: createNativeBridge(host, win) }
  return cached.bridge
}
