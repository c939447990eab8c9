import type { AnalyticsView, LotteryKind } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { Link } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { analyticsHref, analyticsViewLabels, familiesOf } from '#app/analytics.ts'
import * as styles from './analytics.css.ts'

/** Props of {@link AnalyticsShell}. */
export interface AnalyticsShellProps {
  gameId: number
  gameName: string
  kind: LotteryKind
  /** The page shown: its family's tabs are listed, this one marked current. */
  view: AnalyticsView
  children: ReactNode
}

/** An analytics page: the bar with the game and page name, the tabs of the page's family, the content. */
export function AnalyticsShell({ gameId, gameName, kind, view, children }: AnalyticsShellProps) {
  const family = familiesOf(kind).find((f) => (f.views as readonly AnalyticsView[]).includes(view))
  const tabs = useRef<HTMLElement>(null)
  // The family's tabs scroll sideways: bring the current one into view (a page late in the family is off
  // screen at 390 px).
  useEffect(() => {
    const current = tabs.current?.querySelector<HTMLElement>(`[data-view="${view}"]`)
    if (current && tabs.current) tabs.current.scrollLeft = current.offsetLeft - tabs.current.clientWidth / 3
  }, [view])
  return (
    <>
      <NavBar title={`${gameName} ${analyticsViewLabels[view]}`} backHref={`/game/${gameId}/analytic`} />
      {family ? (
        <nav ref={tabs} className={styles.tabs} aria-label={family.label}>
          {family.views.map((v) => (
            <Link
              key={v}
              to={analyticsHref(gameId, v)}
              className={styles.tab}
              data-view={v}
              aria-current={v === view ? 'page' : undefined}
              prefetch="intent"
            >
              {analyticsViewLabels[v]}
            </Link>
          ))}
        </nav>
      ) : null}
      <main className={styles.page}>{children}</main>
    </>
  )
}

/** Links choosing one value of a query parameter (期数, 位置), the chosen one marked current. */
export function QueryChoices({
  label,
  param,
  choices,
  current,
  keep = {},
}: {
  label: string
  param: string
  choices: readonly { value: number | string; label: string }[]
  current: number | string
  /** Other query parameters to keep in each link. */
  keep?: Record<string, string | number>
}) {
  return (
    <nav className={styles.choices} aria-label={label}>
      <span className={styles.choicesLabel} aria-hidden="true">
        {label}
      </span>
      {choices.map((choice) => {
        const query = new URLSearchParams({
          ...Object.fromEntries(Object.entries(keep).map(([k, v]) => [k, String(v)])),
          [param]: String(choice.value),
        })
        return (
          <Link
            key={choice.value}
            to={`?${query}`}
            className={styles.choice}
            aria-current={choice.value === current ? 'page' : undefined}
            preventScrollReset
          >
            {choice.label}
          </Link>
        )
      })}
    </nav>
  )
}
