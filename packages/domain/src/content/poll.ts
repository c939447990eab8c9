/** A zodiac poll as the platform sends it. */
export interface Poll {
  id: number | string
  gameTurn?: string | null
  pollStatus?: number | string | null
  pollOptions?: readonly {
    option_id: number | string
    option_text?: string
    option_value?: string
    option_vote?: number
  }[]
  /** The option voted earlier, if any. */
  optionId?: number | string | null
}

/** The panel is shown only when the poll's pollStatus is set (truthy, not '0'). */
export function isPollShown(poll: Poll | null | undefined): boolean {
  const status = poll?.pollStatus
  return status !== null && status !== undefined && status !== '' && Number(status) !== 0
}

/** The poll the panel shows: the template's own vote data when present, otherwise the first item's. */
export function pollToShow(
  templatePoll: Poll | null | undefined,
  firstItemPoll: Poll | null | undefined,
): Poll | undefined {
  return templatePoll ?? firstItemPoll ?? undefined
}

/** Selecting an option: tapping the selected option again deselects it; a locked poll does not change. */
export function togglePollOption(
  selected: number | string | undefined,
  optionId: number | string,
  locked: boolean,
): number | string | undefined {
  if (locked) return selected
  return selected === optionId ? undefined : optionId
}

/** A poll is locked once voted, now or earlier (optionId present). */
export function isPollLocked(poll: Poll, votedNow: boolean): boolean {
  return votedNow || (poll.optionId !== null && poll.optionId !== undefined && poll.optionId !== '')
}

/** Vote texts, exactly as the product writes them. */
export const voteTexts = { alreadyVoted: '您已经投票过了！', success: '投票成功！' } as const
