import { z } from 'zod'
import { readResult } from './kinds'
import { type Zodiac, zodiacOf, zodiacs } from './zodiac'

/** The app's page of a game's past results (开奖历史), where a draw notification leads. */
export function drawHistoryPath(gameId: number): string {
  return `/lottery-history/${gameId}`
}

/** One ball of a pushed result: the two-digit number and its zodiac at the draw's time. */
export interface DrawPushBall {
  number: string
  zodiac: Zodiac
}

/**
 * What the platform pushes when a followed six-mark game's result is stored (web push, JSON): the game,
 * the issue, the seven balls in draw order (the seventh the special number), the history page's path, and
 * the notification's text as {@link drawPushTitle}, {@link drawPushBody} and {@link drawPushTag} make it (the
 * service worker shows these as they come, so it needs none of this package's code).
 */
export interface DrawPush {
  gameId: number
  gameName: string
  issue: string
  balls: DrawPushBall[]
  url: string
  title: string
  body: string
  tag: string
}

/**
 * The push of a stored draw; null when the result is not a complete six-mark result (other kinds have no
 * zodiacs, so they are not pushed).
 */
export function drawPushOf(
  game: { gameId: number; gameName: string },
  draw: { turnNum: string; openNum: string; openTime: number },
): DrawPush | null {
  const result = readResult('sixMark', draw.openNum)
  if (result?.kind !== 'sixMark') return null
  const numbers = [...result.normal, result.special]
  const content = {
    gameId: game.gameId,
    gameName: game.gameName,
    issue: draw.turnNum,
    balls: numbers.map((n) => ({ number: String(n).padStart(2, '0'), zodiac: zodiacOf(n, draw.openTime) })),
  }
  return {
    ...content,
    url: drawHistoryPath(game.gameId),
    title: drawPushTitle(content),
    body: drawPushBody(content),
    tag: drawPushTag(game.gameId),
  }
}

const drawPushSchema = z.object({
  gameId: z.number().int().positive(),
  gameName: z.string().min(1).max(40),
  issue: z.string().min(1).max(20),
  balls: z.array(z.object({ number: z.string().regex(/^\d{2}$/), zodiac: z.enum(zodiacs) })).length(7),
  url: z.string().startsWith('/'),
  title: z.string().min(1),
  body: z.string().min(1),
  tag: z.string().min(1),
})

/** Reads a push message's JSON as a {@link DrawPush}; null for anything else. */
export function readDrawPush(json: unknown): DrawPush | null {
  const parsed = drawPushSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** The notification's title: `新澳门六合彩 第2026123期开奖`. */
export function drawPushTitle(push: Pick<DrawPush, 'gameName' | 'issue'>): string {
  return `${push.gameName} 第${push.issue}期开奖`
}

/** The notification's text: the six numbers, then `+` and the special number, each with its zodiac. */
export function drawPushBody(push: Pick<DrawPush, 'balls'>): string {
  const ball = (b: DrawPushBall) => `${b.number}${b.zodiac}`
  // Seven balls, as `drawPushOf` makes them: the seventh is the special number.
  return `${push.balls.slice(0, 6).map(ball).join(' ')} + ${ball(push.balls[6]!)}`
}

/** The notification's tag: one per game, so a newer result replaces the one before. */
export function drawPushTag(gameId: number): string {
  return `draw-${gameId}`
}
