/** Where the gallery's all-initials walk stands: the position of the initial being read and its next page. */
export interface InitialsWalkCursor {
  index: number
  page: number
}

/** What one page read of an initial returned: how many items came back, and the initial's total. */
export interface InitialPageRead {
  received: number
  totalCount: number
}

/** The walk's next move in a load: read `page` of `initial`, or stop with the cursor to resume from (null once every initial is read). */
export type InitialsWalkStep =
  | { kind: 'read'; initial: string; page: number }
  | { kind: 'stop'; next: InitialsWalkCursor | null }

/** An initial is exhausted once `page` pages of `rows` cover its total, or a page comes back empty. */
export function isInitialExhausted(page: number, rows: number, read: InitialPageRead): boolean {
  return read.received === 0 || page * rows >= read.totalCount
}

/** The cursor after reading `cursor.page` of the current initial: its next page, or the first page of the next initial. */
export function advanceInitialsWalk(
  cursor: InitialsWalkCursor,
  rows: number,
  read: InitialPageRead,
): InitialsWalkCursor {
  if (isInitialExhausted(cursor.page, rows, read)) return { index: cursor.index + 1, page: 1 }
  return { index: cursor.index, page: cursor.page + 1 }
}

/** The next move of a load that already holds `loaded` items: read on while the page of `rows` is not filled and initials remain. */
export function initialsWalkStep(
  initials: readonly string[],
  cursor: InitialsWalkCursor,
  loaded: number,
  rows: number,
): InitialsWalkStep {
  const initial = initials[cursor.index]
  if (initial === undefined) return { kind: 'stop', next: null }
  if (loaded >= rows) return { kind: 'stop', next: cursor }
  return { kind: 'read', initial, page: cursor.page }
}
