import { LazyImage } from '../../gallery/LazyImage/LazyImage'
import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './PromotionCard.css'

/** Props of {@link PromotionCard}. */
export interface PromotionCardProps {
  /** Promotion name. */
  name: string
  /** Cover image. */
  coverUrl: string
  /** Date range `YYYY/MM/DD~YYYY/MM/DD` (from `promotionDateRange`). */
  dateRange: string
  /** Domain the promotion belongs to. */
  domain: string
  /** Where the card leads (from `promotionTarget`). */
  target: { kind: 'external'; url: string } | { kind: 'route'; path: string }
  /** Loads the cover at once (first card). */
  eager?: boolean
}

/** A promotion: cover, name, date range and domain; external promotions open in a new window. */
export function PromotionCard({ name, coverUrl, dateRange, domain, target, eager }: PromotionCardProps) {
  const Link = useLinkComponent()
  const link =
    target.kind === 'external'
      ? { href: target.url, target: '_blank', rel: 'noopener noreferrer' }
      : { href: target.path }
  return (
    <Link className={styles.card} {...link} data-target={target.kind}>
      <LazyImage src={coverUrl} alt="" width={690} height={260} eager={eager} />
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>
          <span>{dateRange}</span>
          <span>{domain}</span>
        </span>
      </span>
    </Link>
  )
}
