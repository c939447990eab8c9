import { expandLabel, favouriteLabel, parseColorTheme } from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type ReactNode, useId } from 'react'
import { Icon } from '../../primitives/Icon/Icon'
import { useLinkComponent } from '../../primitives/LinkProvider'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/Tabs'
import { vars } from '../../theme/contract.css'
import * as styles from './TemplateCard.css'

/** One group tab of a card. */
export interface TemplateCardTab {
  /** Tab label, e.g. 130-139期. */
  label: string
  /** Index of the group in the template's groups. */
  groupIndex: number
}

/** Props of {@link TemplateCardBase}. */
export interface TemplateCardBaseProps {
  /** Card title (template name). */
  name: string
  /** Sub-title next to the name. */
  subName?: string | null | undefined
  /** The two note tags. */
  notes: readonly (string | null | undefined)[]
  /** Two comma-separated colours of the header gradient. */
  colorTheme?: string | null | undefined
  /** Heading level of the title. */
  headingLevel?: 2 | 3
  /** Whether the viewer favourited the card. */
  liked: boolean
  /** Called by the 收藏 / 已收藏 toggle; the toggle is hidden without it. */
  onToggleFavourite?: (() => void) | undefined
  /** Target of the past-records link; hidden without it. */
  pastRecordsHref?: string | undefined
  /** Group tabs in display order; no tab row when fewer than two. */
  tabs: readonly TemplateCardTab[]
  /** Index (into `tabs`) of the active tab. */
  activeTab: number
  /** Called with the newly active tab index. */
  onTabChange: (index: number) => void
  /** Draws the body of a group. */
  renderBody: (groupIndex: number) => ReactNode
  /** Whether the 展开 / 收起 control is shown. */
  expandable: boolean
  /** Whether the card is expanded. */
  expanded: boolean
  /** Called by the 展开 / 收起 control. */
  onExpandedChange: (expanded: boolean) => void
  /**
   * Where 展开 leads before the page's script runs (a path without a query: the card whole on its own
   * page); once the page is live the control expands in place.
   */
  expandHref?: string | undefined
  /** Under the card (the poll panel). */
  children?: ReactNode
}

/**
 * The anatomy every template card shares: gradient header with title, note tags, favourite toggle and
 * past-records link; group tabs; the family's body; the 展开 / 收起 control.
 */
export function TemplateCardBase({
  name,
  subName,
  notes,
  colorTheme,
  headingLevel = 3,
  liked,
  onToggleFavourite,
  pastRecordsHref,
  tabs,
  activeTab,
  onTabChange,
  renderBody,
  expandable,
  expanded,
  onExpandedChange,
  expandHref,
  children,
}: TemplateCardBaseProps) {
  const Link = useLinkComponent()
  const titleId = useId()
  const bodyId = useId()
  const gradient = parseColorTheme(colorTheme)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const shownTab = tabs[activeTab] ?? tabs[0]
  const body =
    tabs.length > 1 ? (
      <Tabs value={String(activeTab)} onValueChange={(value) => onTabChange(Number(value))}>
        <div className={styles.tabs}>
          <TabsList aria-label={`${name}分组`}>
            {tabs.map((tab, index) => (
              <TabsTrigger key={tab.groupIndex} value={String(index)}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab, index) => (
          <TabsContent key={tab.groupIndex} value={String(index)}>
            <div className={styles.body} id={index === activeTab ? bodyId : undefined}>
              {renderBody(tab.groupIndex)}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    ) : (
      <div className={styles.body} id={bodyId}>
        {renderBody(shownTab?.groupIndex ?? 0)}
      </div>
    )

  return (
    <div>
      <article className={styles.card} aria-labelledby={titleId}>
        <header
          className={styles.header}
          style={assignInlineVars({
            [styles.gradientFrom]: gradient?.from ?? vars.color.brand,
            [styles.gradientTo]: gradient?.to ?? vars.color.brandStrong,
          })}
        >
          <div className={styles.heading}>
            <Heading id={titleId} className={styles.title}>
              {name}
            </Heading>
            {subName ? <span className={styles.subName}>{subName}</span> : null}
            <ul className={styles.tags} aria-label="标签">
              {notes.filter(Boolean).map((note) => (
                <li key={note} className={styles.tag}>
                  {note}
                </li>
              ))}
            </ul>
          </div>
          {onToggleFavourite && (
            <button
              type="button"
              className={styles.headerAction}
              aria-pressed={liked}
              aria-describedby={titleId}
              onClick={onToggleFavourite}
            >
              <Icon name={liked ? 'starFilled' : 'star'} size="sm" />
              {favouriteLabel(liked ? 1 : 0)}
            </button>
          )}
          {pastRecordsHref && (
            <Link className={styles.headerAction} href={pastRecordsHref} aria-describedby={titleId}>
              往期
            </Link>
          )}
        </header>
        {body}
        {expandable &&
          (() => {
            const control = (
              <button
                type={expandHref ? 'submit' : 'button'}
                className={styles.expandButton}
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={(event) => {
                  event.preventDefault()
                  onExpandedChange(!expanded)
                }}
              >
                {expandLabel(expanded)}
                <Icon name="chevronDown" size="sm" />
              </button>
            )
            // Without script the control is a form's button: it opens the card's own page.
            return expandHref ? (
              <form className={styles.footer} method="get" action={expandHref}>
                {control}
              </form>
            ) : (
              <div className={styles.footer}>{control}</div>
            )
          })()}
      </article>
      {children}
    </div>
  )
}
