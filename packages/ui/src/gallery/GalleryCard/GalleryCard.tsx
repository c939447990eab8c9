import { useLinkComponent } from '../../primitives/LinkProvider'
import { LazyImage } from '../LazyImage/LazyImage'
import * as styles from './GalleryCard.css'

/** Text of the 'updated' tag. */
export const galleryUpdatedLabel = '已更新'

/** Props of {@link GalleryCard}. */
export interface GalleryCardProps {
  /** Group name, e.g. 澳门跑狗图. */
  name: string
  /** Issue number of the latest image, e.g. 2026139. */
  gameTurn: string
  /** Thumbnail address. */
  thumbUrl: string
  /** Where the card leads (the group's detail page). */
  href: string
  /** Shows the 'updated' tag (the caller decides with `isRecentlyUpdated`). */
  updated?: boolean
  /** Loads the image at once (first row). */
  eager?: boolean
}

/** A gallery group: thumbnail, name, issue number and the 'updated' tag. */
export function GalleryCard({ name, gameTurn, thumbUrl, href, updated = false, eager }: GalleryCardProps) {
  const Link = useLinkComponent()
  return (
    <Link className={styles.card} href={href}>
      {updated && <span className={styles.tag}>{galleryUpdatedLabel}</span>}
      <LazyImage src={thumbUrl} alt="" width={200} height={266} eager={eager} />
      <span className={styles.name}>{name}</span>
      <span className={styles.issue}>第{gameTurn}期</span>
    </Link>
  )
}
