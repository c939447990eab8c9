import { randomInt } from 'node:crypto'
import type { ChallengeStore } from '../store/challenges'

/** Captcha purposes: the login form and the register form (`/v/vCode?m=reg`). */
export type CaptchaKind = 'login' | 'reg'

/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789'
const CODE_LENGTH = 4
const TTL_MS = 5 * 60_000

/** A key the caller chooses to bind a captcha to itself (query `t`): 6–64 letters, digits, `-` or `_`. */
export const captchaKeyPattern = /^[A-Za-z0-9_-]{6,64}$/

/**
 * Captchas keyed by purpose and the caller's key, kept in the database (`store/challenges.ts`), so any
 * platform process on it checks a code another issued. A code is checked at most once: any check, right or
 * wrong, consumes it.
 */
export function createCaptchaStore(challenges: ChallengeStore) {
  return {
    /** Makes a new code for a key (replacing an earlier one) and returns it. */
    async issue(kind: CaptchaKind, key: string, nowMs: number): Promise<string> {
      let code = ''
      for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
      await challenges.putCode(kind, key, code, nowMs, nowMs + TTL_MS)
      return code
    },
    /** Checks and consumes the code of a key; case-insensitive. */
    async check(
      kind: CaptchaKind,
      key: string | undefined,
      answer: string | undefined,
      nowMs: number,
    ): Promise<boolean> {
      if (!key || !answer) return false
      const entry = await challenges.takeCode(kind, key)
      return !!entry && entry.expiresAt > nowMs && entry.code.toLowerCase() === answer.trim().toLowerCase()
    },
    /** The current code of a key without consuming it (test hook only). */
    peek(kind: CaptchaKind, key: string): Promise<string | undefined> {
      return challenges.peekCode(kind, key)
    },
  }
}
/** The captcha store of one platform. */
export type CaptchaStore = ReturnType<typeof createCaptchaStore>

/** Renders a code as a 120×40 SVG image with noise lines and dots, each character tilted. */
export function captchaSvg(code: string): string {
  const colour = () => `hsl(${randomInt(360)},60%,${randomInt(25, 45)}%)`
  const parts: string[] = []
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<line x1="${randomInt(120)}" y1="${randomInt(40)}" x2="${randomInt(120)}" y2="${randomInt(40)}" stroke="${colour()}" stroke-width="1"/>`,
    )
  }
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(120)}" cy="${randomInt(40)}" r="1" fill="${colour()}"/>`)
  }
  ;[...code].forEach((char, i) => {
    const x = 18 + i * 27
    const y = 28 + randomInt(-4, 5)
    parts.push(
      `<text x="${x}" y="${y}" font-size="24" font-family="monospace" font-weight="bold" fill="${colour()}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${char}</text>`,
    )
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f6f8"/>${parts.join('')}</svg>`
}
