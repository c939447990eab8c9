import * as RadixTabs from '@radix-ui/react-tabs'
import { type ReactNode, useEffect, useRef } from 'react'
import * as styles from './Tabs.css'

/** Looks of a tab list: an underline under the active tab, or a filled pill. */
export const tabsVariants = ['underline', 'pill'] as const
/** A tab list look. */
export type TabsVariant = (typeof tabsVariants)[number]

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The list and the panels. */
  children: ReactNode
  /** Active tab when controlled. */
  value?: string
  /** Active tab at first when uncontrolled. */
  defaultValue?: string
  /** Called with the newly active tab's value. */
  onValueChange?: (value: string) => void
  /** Extra class for placement. */
  className?: string
}

/** Root of a tab set (Radix tabs): controlled with `value`, or uncontrolled with `defaultValue`. */
export function Tabs({ children, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={className}
      activationMode="automatic"
    >
      {children}
    </RadixTabs.Root>
  )
}

/** Props of {@link TabsList}. */
export interface TabsListProps {
  /** The triggers. */
  children: ReactNode
  /** Accessible name of the tab list, e.g. 彩种. */
  'aria-label': string
  /** Look; defaults to `underline`. */
  variant?: TabsVariant
}

/** The horizontally scrollable row of tabs; keeps the active tab in view. */
export function TabsList({ children, 'aria-label': label, variant = 'underline' }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const list = ref.current
    if (!list) return
    const reveal = () => {
      const active = list.querySelector<HTMLElement>('[data-state="active"]')
      // Scroll the row only: scrollIntoView would also scroll the page to every tab row on it.
      if (active) {
        const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left
        const left = list.scrollLeft + offset - (list.clientWidth - active.offsetWidth) / 2
        list.scrollTo?.({ left, behavior: 'smooth' })
      }
    }
    // A new row rests at its start, where its first tab is already in view: only another active tab needs
    // revealing. (Reading positions forces a layout; a page of cards mounts dozens of these rows at once.)
    if (list.querySelector('[data-state="active"]') !== list.querySelector('[role="tab"]')) reveal()
    const observer = new MutationObserver(reveal)
    observer.observe(list, { subtree: true, attributeFilter: ['data-state'] })
    return () => observer.disconnect()
  }, [])
  return (
    <RadixTabs.List ref={ref} className={styles.list} aria-label={label} data-variant={variant}>
      {children}
    </RadixTabs.List>
  )
}

/** Props of {@link TabsTrigger}. */
export interface TabsTriggerProps {
  /** The value this tab selects. */
  value: string
  /** The tab's label. */
  children: ReactNode
  /** Makes the tab unselectable. */
  disabled?: boolean
}

/** One tab; styled through its `data-state` (active/inactive). */
export function TabsTrigger({ value, children, disabled }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger value={value} disabled={disabled} className={styles.trigger}>
      {children}
    </RadixTabs.Trigger>
  )
}

/** Space above a panel: the default gap under the tab list, or none when the panel brings its own layout. */
export const tabsContentSpacings = ['md', 'none'] as const
/** A panel's space above. */
export type TabsContentSpacing = (typeof tabsContentSpacings)[number]

/** Props of {@link TabsContent}. */
export interface TabsContentProps {
  /** The tab value this panel belongs to. */
  value: string
  /** The panel's content. */
  children: ReactNode
  /** Space between the tab list and the panel (default `md`). */
  spacing?: TabsContentSpacing
}

/**
 * The panel shown while its tab is active. When the tabs switch what the whole page below shows (a game
 * category, a lottery), render one panel for the active value around that content, with `spacing="none"`:
 * the active tab then names a panel that exists.
 */
export function TabsContent({ value, children, spacing = 'md' }: TabsContentProps) {
  return (
    <RadixTabs.Content value={value} className={styles.content[spacing]}>
      {children}
    </RadixTabs.Content>
  )
}
