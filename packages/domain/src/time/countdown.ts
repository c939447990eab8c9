/** Hours, minutes and seconds left, each two digits, plus the total in milliseconds (never negative). */
export interface CountdownParts {
  totalMs: number
  hours: string
  minutes: string
  seconds: string
}

/**
 * Time left until `closeTime`, measured on the platform's clock: `serverTime` is the platform time when
 * the info was fetched and `elapsedMs` the client time spent since, so a wrong client clock does not matter.
 */
export function countdown(closeTime: number, serverTime: number, elapsedMs = 0): CountdownParts {
  const totalMs = Math.max(0, closeTime - serverTime - elapsedMs)
  const totalSeconds = Math.floor(totalMs / 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return {
    totalMs,
    hours: two(Math.floor(totalSeconds / 3600)),
    minutes: two(Math.floor((totalSeconds % 3600) / 60)),
    seconds: two(totalSeconds % 60),
  }
}
