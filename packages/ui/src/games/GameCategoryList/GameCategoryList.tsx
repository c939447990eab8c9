import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './GameCategoryList.css'

/** Layouts of the category list: round icons four per row, or banners two per row (company appDisplay 1). */
export const gameCategoryListLayouts = ['icons', 'banners'] as const
/** A category list layout. */
export type GameCategoryListLayout = (typeof gameCategoryListLayouts)[number]

/** One category entry. */
export interface GameCategoryEntry {
  /** Category key, e.g. live. */
  key: string
  /** URL hash, e.g. #live. */
  hash: string
  /** Chinese label, e.g. 真人. */
  label: string
  /** Number of games, when known. */
  count?: number
}

/** Props of {@link GameCategoryList}. */
export interface GameCategoryListProps {
  /** Categories in order. */
  categories: readonly GameCategoryEntry[]
  /** Key of the current category. */
  current: string
  /** Icons (default) or banners. */
  layout?: GameCategoryListLayout
  /** Accessible name; defaults to 游戏分类. */
  'aria-label'?: string
}

/** The category list: links to each category's hash, the current one marked. */
export function GameCategoryList({
  categories,
  current,
  layout = 'icons',
  'aria-label': label = '游戏分类',
}: GameCategoryListProps) {
  const Link = useLinkComponent()
  return (
    <nav aria-label={label}>
      <ul className={styles.list} data-layout={layout}>
        {categories.map((c) => (
          <li key={c.key}>
            <Link className={styles.link} href={c.hash} aria-current={c.key === current ? 'true' : undefined}>
              <span className={styles.badge} aria-hidden="true">
                {c.label.slice(0, 1)}
              </span>
              <span>{c.label}</span>
              {c.count !== undefined && <span className={styles.count}>{c.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
