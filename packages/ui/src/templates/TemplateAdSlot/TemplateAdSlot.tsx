import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './TemplateAdSlot.css'

/** An ad slot (AD01–AD14) or an ad card (AD13, AD14): groups of HTML items. */
export interface TemplateAdSlotData {
  templateCode: string
  /** Card name, used as the slot's accessible name. */
  name?: string | null
  /** 0 turns the slot off. */
  status?: number | null
  groups: readonly {
    items: readonly {
      id: number | string
      /** Sanitized HTML of the ad. */
      content?: string | null
      title?: string | null
      /** Where the ad leads. */
      redirect?: string | null
    }[]
  }[]
}

/** Props of {@link TemplateAdSlot}. */
export interface TemplateAdSlotProps {
  /**
   * The slot. Item `content` is HTML that the app has already sanitized (no script, no event handlers, no
   * javascript: URLs); it is rendered as given.
   */
  slot: TemplateAdSlotData
}

/** An ad slot: each item's HTML banner, linking to its redirect when it has one. Nothing when off or empty. */
export function TemplateAdSlot({ slot }: TemplateAdSlotProps) {
  const Link = useLinkComponent()
  const items = slot.groups.flatMap((group) => group.items).filter((item) => item.content)
  if (slot.status === 0 || items.length === 0) return null
  return (
    <aside className={styles.slot} aria-label={slot.name || slot.templateCode} data-code={slot.templateCode}>
      {items.map((item) =>
        item.redirect ? (
          <Link
            key={item.id}
            className={styles.item}
            href={item.redirect}
            aria-label={item.title || slot.name || slot.templateCode}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitized on the server.
            dangerouslySetInnerHTML={{ __html: item.content ?? '' }}
          />
        ) : (
          <div
            key={item.id}
            className={styles.item}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitized on the server.
            dangerouslySetInnerHTML={{ __html: item.content ?? '' }}
          />
        ),
      )}
    </aside>
  )
}
