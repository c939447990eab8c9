import { randomBytes, randomInt } from 'node:crypto'
import type { ChallengeStore } from '../store/challenges'

/** Geometry of the slider captcha (captcha style 3): background, piece and how close an answer must be. */
export const sliderGeometry = { width: 280, height: 160, piece: 44, tolerance: 6 } as const
/** Consecutive wrong answers after which the captcha passes automatically (docs/product.md, "Forms"). */
export const SLIDER_AUTO_PASS_AFTER = 3

const CHALLENGE_TTL_MS = 2 * 60_000
const TICKET_TTL_MS = 2 * 60_000
/** How long wrong answers of a key count towards the automatic pass after the last one. */
const FAILURES_TTL_MS = 10 * 60_000

/** A challenge as the client receives it: where the piece sits vertically and the background with its gap. */
export interface SliderChallenge {
  width: number
  height: number
  piece: number
  y: number
  /** SVG of the background with the gap at the secret x. */
  image: string
}

/**
 * Slider captchas (captcha style 3) keyed by the caller's captcha key: a challenge hides a gap at a random x
 * in a server-drawn image; an answer is checked once (right or wrong, the challenge is gone); a right answer,
 * or the automatic pass after 3 consecutive wrong ones, gives a ticket that login redeems once. Challenges,
 * tickets and the wrong answers live in the database (`store/challenges.ts`): every platform process on it
 * sees them.
 */
export function createSliderStore(challenges: ChallengeStore) {
  const issueTicket = async (key: string, nowMs: number) => {
    const ticket = randomBytes(16).toString('hex')
    await challenges.putTicket(key, ticket, nowMs, nowMs + TICKET_TTL_MS)
    return ticket
  }

  return {
    /** A new challenge for a key (replacing an earlier one). */
    async issue(key: string, nowMs: number): Promise<SliderChallenge> {
      const { width, height, piece } = sliderGeometry
      const x = randomInt(piece + 20, width - piece - 8)
      const y = randomInt(8, height - piece - 8)
      await challenges.putChallenge(key, x, nowMs, nowMs + CHALLENGE_TTL_MS)
      return { width, height, piece, y, image: sliderSvg(x, y) }
    },
    /**
     * Checks an answer (the piece's left edge in image pixels) and consumes the challenge: a ticket when
     * right; when wrong, null and the count of consecutive failures goes up.
     */
    async verify(key: string, x: number, nowMs: number): Promise<string | null> {
      const entry = await challenges.takeChallenge(key)
      if (entry && entry.expiresAt > nowMs && Math.abs(entry.x - x) <= sliderGeometry.tolerance)
        return issueTicket(key, nowMs)
      await challenges.countFailure(key, nowMs, nowMs + FAILURES_TTL_MS)
      return null
    },
    /** The automatic pass: a ticket only after 3 consecutive wrong answers of this key. */
    async autoPass(key: string, nowMs: number): Promise<string | null> {
      if ((await challenges.failures(key, nowMs)) < SLIDER_AUTO_PASS_AFTER) return null
      return issueTicket(key, nowMs)
    },
    /** Redeems a ticket once (login). */
    async redeem(key: string | undefined, ticket: string | undefined, nowMs: number): Promise<boolean> {
      if (!key || !ticket) return false
      const entry = await challenges.takeTicket(key)
      return !!entry && entry.expiresAt > nowMs && entry.ticket === ticket
    },
    /** The secret x of a key's challenge (test hook only). */
    peek(key: string): Promise<number | undefined> {
      return challenges.peekChallenge(key)
    },
  }
}

/** The background: soft bands and shapes, with the gap the piece fits in drawn at (x, y). */
function sliderSvg(gapX: number, gapY: number): string {
  const { width, height, piece } = sliderGeometry
  const hue = randomInt(360)
  const shapes: string[] = []
  for (let i = 0; i < 9; i++) {
    shapes.push(
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${randomInt(12, 48)}" fill="hsl(${(hue + randomInt(90)) % 360},55%,${randomInt(45, 70)}%)" opacity="0.55"/>`,
    )
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue},45%,80%)"/>${shapes.join('')}` +
    `<rect x="${gapX}" y="${gapY}" width="${piece}" height="${piece}" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="2"/>` +
    '</svg>'
  )
}
