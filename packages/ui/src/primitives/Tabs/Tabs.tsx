import * as RadixTabs from '@radix-ui/react-tabs'
import {
  type ComponentPropsWithoutRef,
  type ElementType,
  forwardRef,
  type ReactNode,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react'
import * as styles from './Tabs.css'

/** Looks of a tab list: an underline under the active tab, or a filled pill. */
export const tabsVariants = ['underline', 'pill'] as const
/** A tab list look. */
export type TabsVariant = (typeof tabsVariants)[number]

/** Radix's props of a part without `asChild`, `className` and `style`: the parts' looks are the design system's. */
type PartProps<Part extends ElementType> = Omit<
  ComponentPropsWithoutRef<Part>,
  'asChild' | 'className' | 'style'
>

/** Props of {@link Tabs}; extra props go to the root element. */
export interface TabsProps extends Omit<PartProps<typeof RadixTabs.Root>, 'activationMode'> {
  /** The list and the panels. */
  children: ReactNode
  /** Active tab when controlled. */
  value?: string
  /** Active tab at first when uncontrolled. */
  defaultValue?: string
  /** Called with the newly active tab's value. */
  onValueChange?: (value: string) => void
}

/**
 * Root of a tab set (Radix tabs): controlled with `value`, or uncontrolled with `defaultValue`; a tab
 * activates as it takes focus. Forwards its ref to the root element.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ children, ...rest }, ref) {
  return (
    <RadixTabs.Root {...rest} ref={ref} activationMode="automatic">
      {children}
    </RadixTabs.Root>
  )
})

/** Props of {@link TabsList}; extra props go to the list element. */
export interface TabsListProps extends PartProps<typeof RadixTabs.List> {
  /** The triggers. */
  children: ReactNode
  /** Accessible name of the tab list, e.g. 彩种. */
  'aria-label': string
  /** Look; defaults to `underline`. */
  variant?: TabsVariant
}

/** The horizontally scrollable row of tabs; keeps the active tab in view. Forwards its ref to the row. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { children, variant = 'underline', ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLDivElement>(null)
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement)
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
    <RadixTabs.List {...rest} ref={ref} className={styles.list} data-variant={variant}>
      {children}
    </RadixTabs.List>
  )
})

/** Props of {@link TabsTrigger}; extra props go to the tab button. */
export interface TabsTriggerProps extends PartProps<typeof RadixTabs.Trigger> {
  /** The value this tab selects. */
  value: string
  /** The tab's label. */
  children: ReactNode
  /** Makes the tab unselectable. */
  disabled?: boolean
}

/** One tab; styled through its `data-state` (active/inactive). Forwards its ref to the tab button. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Trigger {...rest} ref={ref} className={styles.trigger}>
      {children}
    </RadixTabs.Trigger>
  )
})

/** Space above a panel: the default gap under the tab list, or none when the panel brings its own layout. */
export const tabsContentSpacings = ['md', 'none'] as const
/** A panel's space above. */
export type TabsContentSpacing = (typeof tabsContentSpacings)[number]

/** Props of {@link TabsContent}; extra props go to the panel element. */
export interface TabsContentProps extends PartProps<typeof RadixTabs.Content> {
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
 * the active tab then names a panel that exists. Forwards its ref to the panel.
 */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { children, spacing = 'md', ...rest },
  ref,
) {
  return (
    <RadixTabs.Content {...rest} ref={ref} className={styles.content[spacing]}>
      {children}
    </RadixTabs.Content>
  )
})
