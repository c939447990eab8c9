import type { Poll } from '@liuhe/api'
import { isSlim, TRIAL_BLOCKED_MESSAGE, type Viewer, voteTexts } from '@liuhe/domain'
import { TemplateCard, type TemplateCardData, type TemplateCardGroup, useToast } from '@liuhe/ui'
import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useToggleFetcher } from '#app/hooks/useToggleFetcher.ts'
import { favouriteRefusal, refusalToastMs } from './favouriteRefusal'

type LikeResult = { templateId: number; like: 0 | 1 }
type VoteResult = { poll: Poll; message: string } | { message: string }
type RowsResult = { groups: TemplateCardGroup[] } | { message: string }

/** Props of {@link ConnectedTemplateCard}. */
export interface ConnectedTemplateCardProps {
  /** The card, sanitized by the loader (`toCardTemplate`). */
  template: TemplateCardData
  /** Public viewer flags (`publicViewer`): decide locks and favourite refusals. */
  viewer: Viewer
  /** Target of the past-records link (and MB24's 更多>). */
  pastRecordsHref?: string
  /** Start expanded (the detail page). */
  defaultExpanded?: boolean
  /** Heading level of the card title. */
  headingLevel?: 2 | 3
}

/** Optimistic vote count: the chosen option gains one vote and becomes the viewer's choice. */
function withVote(poll: Poll, optionId: number): Poll {
  return {
    ...poll,
    optionId,
    pollOptions: poll.pollOptions.map((o) =>
      o.option_id === optionId ? { ...o, option_vote: o.option_vote + 1 } : o,
    ),
  }
}

/** How long the route's favourite refusal shows: the trial message 1 s, 请先登录 2 s. */
const likeRefusalMs = (message: string) =>
  message === TRIAL_BLOCKED_MESSAGE ? refusalToastMs.trial : refusalToastMs.login

/**
 * A template card wired to the app: favourite and poll go through Remix actions with optimistic UI and
 * their toasts (请先登录 2 s, trial message 1 s, 投票成功！ / 您已经投票过了！). A slim card (a list's,
 * `loadTemplateFeed`) loads its remaining rows from `/resources/template-rows` the first time it is expanded
 * (a fetcher: the page is not revalidated); before the page's script runs, 展开 opens the card's own page.
 */
export function ConnectedTemplateCard({
  template,
  viewer,
  pastRecordsHref,
  defaultExpanded,
  headingLevel,
}: ConnectedTemplateCardProps) {
  const toast = useToast()
  const like = useToggleFetcher<LikeResult>({
    action: '/resources/template-like',
    idField: 'templateId',
    id: template.id,
    initial: template.like === 1,
    settledOf: (result) => result.like === 1,
    refusal: favouriteRefusal(viewer),
    refusalMs: likeRefusalMs,
  })
  const vote = useFetcher<VoteResult>()
  const [poll, setPoll] = useState<Poll | null>((template.vote as Poll | null | undefined) ?? null)
  const [voted, setVoted] = useState(false)

  useEffect(() => {
    if (vote.state !== 'idle' || !vote.data) return
    if ('poll' in vote.data) {
      setPoll(vote.data.poll)
      setVoted(true)
    } else setVoted(vote.data.message === voteTexts.alreadyVoted)
    toast.show(vote.data.message, { durationMs: 2000 })
  }, [vote.state, vote.data, toast])

  const rows = useFetcher<RowsResult>()
  const loadedGroups = rows.data && 'groups' in rows.data ? rows.data.groups : undefined
  const shown = loadedGroups ? { ...template, groups: loadedGroups } : template
  const slim = isSlim(template.groups)
  const rowsHref = `/resources/template-rows?gameId=${template.gameId}&templateId=${template.id}`

  const pendingOption = vote.formData ? Number(vote.formData.get('optionId')) : undefined
  const shownPoll = poll && pendingOption ? withVote(poll, pendingOption) : poll

  return (
    <TemplateCard
      template={shown}
      viewer={viewer}
      liked={like.on}
      onToggleFavourite={like.toggle}
      pastRecordsHref={pastRecordsHref}
      poll={shownPoll}
      pollVoted={voted || pendingOption !== undefined}
      pollBusy={vote.state !== 'idle'}
      onVote={(optionId) => {
        if (!poll) return
        vote.submit(
          { documentId: String(poll.id), optionId: String(optionId) },
          { method: 'post', action: '/resources/template-vote' },
        )
      }}
      onNotice={(message) => toast.show(message, { durationMs: 2000 })}
      defaultExpanded={defaultExpanded}
      headingLevel={headingLevel}
      onExpandedChange={(expanded) => {
        if (expanded && slim && !loadedGroups && rows.state === 'idle') rows.load(rowsHref)
      }}
      expandHref={slim ? `/template/${template.gameId}/${template.id}` : undefined}
    />
  )
}
