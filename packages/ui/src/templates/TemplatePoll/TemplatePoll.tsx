import { isPollLocked, type Poll, togglePollOption, voteSelectionError } from '@liuhe/domain'
import { useId, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import * as styles from './TemplatePoll.css'

/** Props of {@link TemplatePoll}. */
export interface TemplatePollProps {
  /** The zodiac poll (the template's, or its first item's). */
  poll: Poll
  /** True once the viewer voted in this session (the poll also locks when `poll.optionId` is set). */
  voted?: boolean
  /** True while the vote is being sent. */
  busy?: boolean
  /** Called with the chosen option when the viewer votes. */
  onVote?: (optionId: number | string) => void
  /** Called with a message to show as a toast, e.g. 请先选择投票内容！. */
  onNotice?: (message: string) => void
}

/**
 * The zodiac poll panel under a card: tap an animal to select it (tap again to deselect), then vote. Locked
 * after voting or when the viewer voted before; the earlier choice stays marked.
 */
export function TemplatePoll({ poll, voted = false, busy = false, onVote, onNotice }: TemplatePollProps) {
  const headingId = useId()
  const [selected, setSelected] = useState<number | string | undefined>(poll.optionId ?? undefined)
  const locked = isPollLocked(poll, voted)
  const chosen = locked ? (poll.optionId ?? selected) : selected

  const vote = () => {
    const problem = voteSelectionError(selected)
    if (problem) {
      onNotice?.(problem)
      return
    }
    if (selected !== undefined) onVote?.(selected)
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-locked={locked || undefined}>
      <h4 id={headingId} className={styles.heading}>
        {poll.gameTurn ? `${poll.gameTurn}期 ` : ''}生肖投票
      </h4>
      <ul className={styles.options}>
        {(poll.pollOptions ?? []).map((option) => (
          <li key={option.option_id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={chosen === option.option_id}
              aria-label={`${option.option_text ?? ''} ${option.option_vote ?? 0}票`}
              disabled={locked || busy}
              onClick={() => setSelected(togglePollOption(selected, option.option_id, locked))}
            >
              <span className={styles.optionText}>{option.option_text}</span>
              <span className={styles.optionVotes}>{option.option_vote ?? 0}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" disabled={locked} loading={busy} onClick={vote}>
          {locked ? '已投票' : '投票'}
        </Button>
      </div>
    </section>
  )
}
