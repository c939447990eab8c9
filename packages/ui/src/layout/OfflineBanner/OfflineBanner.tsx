import * as styles from './OfflineBanner.css'

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  /** When the page shown was last fetched, as the reader should see it (e.g. 11-25 20:33); absent when unknown. */
  updatedAt?: string
}

/**
 * Says that the page is a copy kept on the device because the network is gone: 离线 · 上次更新 …. A polite
 * status, so a screen reader announces it when it appears without interrupting.
 */
export function OfflineBanner({ updatedAt }: OfflineBannerProps) {
  return (
    <output className={styles.banner}>
      <span className={styles.dot} aria-hidden="true" />
      离线{updatedAt ? ` · 上次更新 ${updatedAt}` : ''}
    </output>
  )
}
