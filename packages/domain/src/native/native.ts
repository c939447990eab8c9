/**
 * The native shell's rules (the company's iOS/Android app that wraps the web app): how long a bridge call
 * may take, what its answer means, and which way a natively opened game turns the screen. The bridge
 * contract itself is described in docs/architecture.md; the adapter lives in the app.
 */

import { failureTexts } from '../failure/failure'

/** Time-out of a native login or register call (docs/product.md, "Native shell"). */
export const NATIVE_TIMEOUT_MS = 30_000

/** Texts of the native paths. */
export const nativeTexts = {
  /** A native login or register that did not answer in time. */
  timeout: '登录超时，请重新试下！',
  /** A native answer without a token or message. */
  failed: failureTexts.system,
} as const

/** Screen orientation a natively opened game asks for. */
export type NativeOrientation = 'landscape' | 'portrait'

/** The orientation of a game opened natively: `appDisplay` 1 is landscape, anything else portrait. */
export function gameOrientation(appDisplay: number | null | undefined): NativeOrientation {
  return appDisplay === 1 ? 'landscape' : 'portrait'
}

/** What a native login or register came to: a platform token, or a message to show. */
export type NativeAuthOutcome = { ok: true; token: string } | { ok: false; message: string }

/**
 * Reads the native shell's answer to a login or register (`'timeout'` when none came within
 * {@link NATIVE_TIMEOUT_MS}): a non-empty token is a success, an error's message is shown as it is, and
 * anything else is a system error.
 */
export function nativeAuthOutcome(answer: unknown): NativeAuthOutcome {
  if (answer === 'timeout') return { ok: false, message: nativeTexts.timeout }
  if (answer && typeof answer === 'object') {
    const { token, error } = answer as { token?: unknown; error?: unknown }
    if (typeof token === 'string' && token.trim()) return { ok: true, token }
    if (error && typeof error === 'object') {
      const message = (error as { msg?: unknown }).msg
      if (typeof message === 'string' && message.trim()) return { ok: false, message }
    }
  }
  return { ok: false, message: nativeTexts.failed }
}
