import { assignInlineVars } from '@vanilla-extract/dynamic'
import { Icon, type IconName } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './IconLinkGrid.css'

/** One entry of the grid: a link with an image or an icon above its label. */
export interface IconLinkItem {
  /** Stable key. */
  key: string
  /** Visible label, also the link's name. */
  label: string
  /** Where the entry goes. */
  href: string
  /** Image shown above the label (48×48); takes precedence over `icon`. */
  imageSrc?: string | undefined
  /** Icon shown when there is no image. */
  icon?: IconName | undefined
}

/** Column counts the grid supports. */
export const iconLinkGridColumns = [3, 4, 5] as const

/** Props of {@link IconLinkGrid}. */
export interface IconLinkGridProps {
  /** The entries, in order. */
  items: readonly IconLinkItem[]
  /** Accessible name of the grid, e.g. 彩票推荐. */
  label: string
  /** Entries per row (default 4). */
  columns?: (typeof iconLinkGridColumns)[number]
}

/** A grid of icon links, such as the home page's recommend grid of games and game-center categories. */
export function IconLinkGrid({ items, label, columns = 4 }: IconLinkGridProps) {
  const Link = useLinkComponent()
  return (
    <nav aria-label={label}>
      <ul className={styles.grid} style={assignInlineVars({ [styles.columns]: String(columns) })}>
        {items.map((item) => (
          <li key={item.key}>
            <Link className={styles.link} href={item.href}>
              <span className={styles.media} aria-hidden="true">
                {item.imageSrc ? (
                  <img
                    className={styles.image}
                    src={item.imageSrc}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                ) : (
                  <Icon name={item.icon ?? 'gameCenter'} size="md" />
                )}
              </span>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
