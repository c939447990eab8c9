import {
  type BallColor,
  ballColor,
  ballColorLabels,
  ballLabel,
  formatChinaTime,
  readResult,
  type Zodiac,
  zodiacOf,
} from '@liuhe/domain'

/*
 * The timeline of a six-mark draw show (开奖直播), as a pure function of the draw: a short opening, then the
 * six numbers one by one and the special number (特码) last, then the full result held until the end. The
 * video (video/frames.ts) is drawn from it, and the platform paces its VIDEO pushes by the same reveal times
 * (video/liveDraws.ts), so the numbers the app shows keep step with the video.
 */

/** How long the show opens before the first ball. */
export const SHOW_OPENING_MS = 3_000
/** Time between two of the six numbers. */
export const SHOW_BALL_GAP_MS = 3_000
/** The pause before the special number. */
export const SHOW_SPECIAL_GAP_MS = 4_000
/** How long the full result stays on screen before the show ends. */
export const SHOW_CLOSING_MS = 4_000

/** One revealed ball. */
export interface ShowBall {
  /** Ms from the show's start at which the ball appears. */
  atMs: number
  /** 0–6 in draw order; 6 is the special number. */
  index: number
  number: number
  label: string
  color: BallColor
  colorLabel: string
  zodiac: Zodiac
  special: boolean
}

/** A draw show: what is said about the draw and the balls in the order they appear. */
export interface DrawShow {
  gameName: string
  turnNum: string
  /** The draw's time as the product writes it (China time). */
  time: string
  balls: ShowBall[]
  /** The whole show's length in ms. */
  durationMs: number
}

/** What the screen shows at one moment of a show. */
export interface ShowMoment {
  /** The balls out so far. */
  revealed: ShowBall[]
  /** The ball being drawn (the next one), if any. */
  drawing: ShowBall | undefined
  /** The show is over: every ball is out. */
  complete: boolean
}

/** The ms at which ball `index` (0–6) appears. */
export function revealAtMs(index: number): number {
  return index < 6
    ? SHOW_OPENING_MS + index * SHOW_BALL_GAP_MS
    : SHOW_OPENING_MS + 5 * SHOW_BALL_GAP_MS + SHOW_SPECIAL_GAP_MS
}

/** The show of a six-mark draw; null when `openNum` is not a complete six-mark result. */
export function drawShowOf(
  game: { gameName: string },
  draw: { turnNum: string; openNum: string; openTime: number },
): DrawShow | null {
  const result = readResult('sixMark', draw.openNum)
  if (result?.kind !== 'sixMark') return null
  const balls = [...result.normal, result.special].map(
    (n, index): ShowBall => ({
      atMs: revealAtMs(index),
      index,
      number: n,
      label: ballLabel(n),
      color: ballColor(n),
      colorLabel: ballColorLabels[ballColor(n)],
      zodiac: zodiacOf(n, draw.openTime),
      special: index === 6,
    }),
  )
  return {
    gameName: game.gameName,
    turnNum: draw.turnNum,
    time: formatChinaTime(draw.openTime),
    balls,
    durationMs: revealAtMs(6) + SHOW_CLOSING_MS,
  }
}

/** What the show shows `ms` after its start. */
export function momentAt(show: DrawShow, ms: number): ShowMoment {
  const revealed = show.balls.filter((b) => b.atMs <= ms)
  return {
    revealed,
    drawing: show.balls[revealed.length],
    complete: revealed.length === show.balls.length,
  }
}

/** The draw's numbers out `ms` after the show's start, as a push's `openNum` ("07,12" …; empty before the first). */
export function openNumAt(show: DrawShow, ms: number): string {
  return momentAt(show, ms)
    .revealed.map((b) => b.label)
    .join(',')
}
