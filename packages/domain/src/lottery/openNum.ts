/**
 * Reads a result's `openNum` ("38,22,06,24,20,46,49"; spaces also separate) into numbers in draw order.
 * Empty text reads as no numbers; a part that is not a whole number makes the whole result unreadable.
 */
export function parseOpenNum(openNum: string): number[] {
  const parts = openNum.split(/[,\s]+/).filter(Boolean)
  if (parts.some((part) => !/^\d+$/.test(part))) return []
  return parts.map(Number)
}

/** True when a six-mark result is complete: seven numbers, the seventh the special one. */
export function isCompleteSixMark(numbers: readonly number[]): boolean {
  return numbers.length === 7
}
