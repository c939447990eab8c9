import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { useControllableState } from '../../primitives/useControllableState'
import * as styles from './LotteryTabs.css'

/** One lottery game tab. */
export interface LotteryTab {
  /** Game id, e.g. 110. */
  id: number
  /** Game name, e.g. 新澳门六合彩. */
  name: string
}

/** Props of {@link LotteryTabs}. */
export interface LotteryTabsProps {
  /** The games, left to right. */
  tabs: readonly LotteryTab[]
  /** Active game id (controlled). */
  value?: number
  /** Initially active game id (uncontrolled); defaults to the first tab. */
  defaultValue?: number
  /** Called with the newly active game id. */
  onValueChange?: (id: number) => void
  /**
   * The live game's tab id (110 by default; docs/product.md, "Look and feel"): it carries the badge and the
   * draw-time label.
   */
  liveTabId?: number
  /** Draw-time label of the live tab (20:30 by default). */
  liveDrawTime?: string
  /** Text of the live tab's animated badge. */
  liveBadge?: string
  /** Accessible name of the tab list. */
  label?: string
  /** Content of the active tab's panel, e.g. its draw card. */
  children?: ReactNode
}

/**
 * Where each key moves the focus (and the selection) from the tab at `index` of `count`, as in the WAI-ARIA
 * tabs pattern with automatic activation; the arrows wrap around.
 */
const keyTargets: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Horizontally scrolling lottery game tabs (WAI-ARIA tabs: the arrow keys, Home and End move and select); the
 * live game is badged and shows its draw time. Only the active tab's panel is rendered.
 */
export function LotteryTabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  liveTabId = 110,
  liveDrawTime = '20:30',
  liveBadge = '直播',
  label = '彩种',
  children,
}: LotteryTabsProps) {
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const [activeId, setActiveId] = useControllableState(value, defaultValue ?? tabs[0]?.id, onValueChange)
  const activeTab = tabs.find((tab) => tab.id === activeId)
  // With no active tab (an unknown value) the first tab keeps the list reachable with Tab.
  const tabStop = activeTab ?? tabs[0]
  const tabId = (id: number) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`

  // Keep the active tab in view when it changes, e.g. after a controlled update.
  useEffect(() => {
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>('[data-state="active"]')
    // Scroll the row only: scrollIntoView would also scroll the page.
    if (list && active) {
      const start = list.scrollLeft + active.getBoundingClientRect().left - list.getBoundingClientRect().left
      const end = start + active.offsetWidth
      if (start < list.scrollLeft) list.scrollTo?.({ left: start })
      else if (end > list.scrollLeft + list.clientWidth) list.scrollTo?.({ left: end - list.clientWidth })
    }
  })

  const moveFrom = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = keyTargets[event.key]?.(index, tabs.length) ?? -1
    const next = tabs[target]
    if (!next) return
    event.preventDefault()
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus()
    setActiveId(next.id)
  }

  return (
    <div className={styles.root}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
      >
        {tabs.map((tab, index) => {
          const isLive = tab.id === liveTabId
          const isActive = tab === activeTab
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isActive}
              aria-controls={activeTab ? panelId : undefined}
              tabIndex={tab === tabStop ? 0 : -1}
              data-state={isActive ? 'active' : 'inactive'}
              className={styles.tab}
              data-live={isLive || undefined}
              aria-label={isLive ? `${tab.name} ${liveBadge} ${liveDrawTime}开奖` : undefined}
              onClick={() => setActiveId(tab.id)}
              onKeyDown={(event) => moveFrom(index, event)}
            >
              <span>{tab.name}</span>
              {isLive ? (
                <>
                  <span className={styles.drawTime} aria-hidden="true">
                    {liveDrawTime}
                  </span>
                  <span className={styles.badge} aria-hidden="true">
                    {liveBadge}
                  </span>
                </>
              ) : null}
            </button>
          )
        })}
      </div>
      {activeTab ? (
        // Keyed by the tab so a new game's content mounts afresh, as with one panel per tab.
        <div
          key={activeTab.id}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(activeTab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order, after the tab list
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      ) : null}
    </div>
  )
}
