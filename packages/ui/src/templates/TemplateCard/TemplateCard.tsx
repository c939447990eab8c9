import {
  canExpand,
  collapsedItems,
  groupTabLabel,
  isPollShown,
  mb42Tabs,
  type Poll,
  sortGroups,
  startsExpanded,
  type Viewer,
} from '@liuhe/domain'
import { useState } from 'react'
import { type TemplateCardConfig, type TemplateCardData, templateCardEntry } from '../registry'
import { TemplateAdSlot } from '../TemplateAdSlot/TemplateAdSlot'
import { TemplatePoll } from '../TemplatePoll/TemplatePoll'
import { familyBodies } from './families'
import { TemplateCardBase, type TemplateCardTab } from './TemplateCardBase'

/** Props of {@link TemplateCard}. */
export interface TemplateCardProps {
  /**
   * The template. Item `content` that is HTML (TYMB, Symb2, AD codes) must already be sanitized by the
   * app (no script, no event handlers, no javascript: URLs): the card renders it as HTML as given.
   */
  template: TemplateCardData
  /** Who looks: decides lock overlays and where they lead. */
  viewer: Viewer
  /** Favourite state; defaults to `template.like === 1`. */
  liked?: boolean
  /** Called by the 收藏 / 已收藏 toggle (the app checks login and saves). */
  onToggleFavourite?: () => void
  /** Target of the past-records link (and MB24's 更多>). */
  pastRecordsHref?: string
  /** The poll to show; defaults to `template.vote`. Shown only when its pollStatus is set. */
  poll?: Poll | null
  /** True once the viewer voted in this session. */
  pollVoted?: boolean
  /** True while a vote is being sent. */
  pollBusy?: boolean
  /** Called with the chosen option when the viewer votes. */
  onVote?: (optionId: number | string) => void
  /** Called with a message to show as a toast (e.g. 请先选择投票内容！). */
  onNotice?: (message: string) => void
  /** Called when the viewer expands (true) or collapses (false) the card. */
  onExpandedChange?: (expanded: boolean) => void
  /** Where 展开 leads before the page's script runs (see `TemplateCardBase`'s `expandHref`). */
  expandHref?: string
  /** Start expanded regardless of the code's rule (the detail page). */
  defaultExpanded?: boolean
  /** Heading level of the card title; 3 by default, 2 on a page with one card. */
  headingLevel?: 2 | 3
}

/** Group tabs of a card in display order: `{groupName}期`, the bare name (MB25) or content3 (MB42). */
export function templateCardTabs(template: TemplateCardData, config: TemplateCardConfig): TemplateCardTab[] {
  const { groups } = template
  if (config.tabs === 'content3') {
    const firsts = groups.flatMap((group) => (group.items[0] ? [group.items[0]] : []))
    return mb42Tabs(firsts).map(({ item, label }) => ({
      label,
      groupIndex: groups.findIndex((group) => group.items[0] === item),
    }))
  }
  return sortGroups(template.templateCode, groups).map((group) => ({
    label: config.tabs === 'name' ? group.groupName : groupTabLabel(group.groupName),
    groupIndex: groups.indexOf(group),
  }))
}

/**
 * The entry of every template card: picks the family from the registry by `templateCode` and draws it
 * in the shared card anatomy, with the zodiac poll underneath. Codes outside the registry draw nothing.
 */
export function TemplateCard({
  template,
  viewer,
  liked,
  onToggleFavourite,
  pastRecordsHref,
  poll,
  pollVoted,
  pollBusy,
  onVote,
  onNotice,
  defaultExpanded,
  headingLevel,
  onExpandedChange,
  expandHref,
}: TemplateCardProps) {
  const code = template.templateCode
  const entry = templateCardEntry(code)
  const [expanded, setExpanded] = useState(defaultExpanded ?? startsExpanded(code))
  const [activeTab, setActiveTab] = useState(0)
  if (!entry) return null
  if (entry.family === 'ad') return <TemplateAdSlot slot={template} />

  const Body = familyBodies[entry.family]
  const tabs = templateCardTabs(template, entry.config)
  const groupIndex = tabs[activeTab]?.groupIndex ?? 0
  const shownPoll = poll === undefined ? template.vote : poll
  return (
    <TemplateCardBase
      name={template.name}
      subName={template.subName}
      notes={[template.note1, template.note2]}
      colorTheme={template.colorTheme}
      headingLevel={headingLevel}
      liked={liked ?? template.like === 1}
      onToggleFavourite={onToggleFavourite}
      pastRecordsHref={pastRecordsHref}
      tabs={tabs}
      activeTab={activeTab}
      onTabChange={setActiveTab}
      expandable={canExpand(code, template.groups, groupIndex)}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next)
        onExpandedChange?.(next)
      }}
      expandHref={expandHref}
      renderBody={(index) => (
        <Body
          template={template}
          items={collapsedItems(code, template.groups, expanded, index)}
          config={entry.config}
          viewer={viewer}
          expanded={expanded}
          moreHref={pastRecordsHref}
        />
      )}
    >
      {shownPoll && isPollShown(shownPoll) ? (
        <TemplatePoll
          key={shownPoll.id}
          poll={shownPoll}
          voted={pollVoted}
          busy={pollBusy}
          onVote={onVote}
          onNotice={onNotice}
        />
      ) : null}
    </TemplateCardBase>
  )
}
