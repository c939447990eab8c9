import * as Tabs from '@radix-ui/react-tabs'
import { type ReactNode, useEffect, useRef } from 'react'
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
  /** The live game's tab id (spec: 110): it carries the badge and the draw-time label. */
  liveTabId?: number
  /** Draw-time label of the live tab (spec default 20:30). */
  liveDrawTime?: string
  /** Text of the live tab's animated badge. */
  liveBadge?: string
  /** Accessible name of the tab list. */
  label?: string
  /** Content of the active tab's panel, e.g. its draw card. */
  children?: ReactNode
}

/** Horizontally scrolling lottery game tabs (Radix tabs); the live game is badged and shows its draw time. */
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
  const listRef = useRef<HTMLDivElement>(null)
  const controlled = value === undefined ? {} : { value: String(value) }
  const initial = String(defaultValue ?? tabs[0]?.id ?? '')

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

  return (
    <Tabs.Root
      className={styles.root}
      defaultValue={initial}
      {...controlled}
      onValueChange={(next) => onValueChange?.(Number(next))}
      activationMode="automatic"
    >
      <Tabs.List ref={listRef} className={styles.list} aria-label={label}>
        {tabs.map((tab) => {
          const isLive = tab.id === liveTabId
          return (
            <Tabs.Trigger
              key={tab.id}
              value={String(tab.id)}
              className={styles.tab}
              data-live={isLive || undefined}
              aria-label={isLive ? `${tab.name} ${liveBadge} ${liveDrawTime}开奖` : undefined}
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
            </Tabs.Trigger>
          )
        })}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={String(tab.id)} className={styles.panel}>
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
