import { useState } from 'react'
import { Button } from '../../primitives/Button'
import { IconButton } from '../../primitives/IconButton'
import * as styles from './InstallBanner.css'

/** Props of {@link InstallBanner}. */
export interface InstallBannerProps {
  /** Download address for this device (Apple or Android, chosen by the caller); empty hides the banner. */
  href: string
  /** Main line, e.g. the app's name. */
  title: string
  /** Second line. */
  description?: string
  /** App icon address. */
  iconSrc?: string
  /** Called when the banner is closed (it hides itself). */
  onClose?: () => void
}

/** The install-app strip: icon, text, a 下载 link and a close button; shown only with a download link. */
export function InstallBanner({ href, title, description, iconSrc, onClose }: InstallBannerProps) {
  const [closed, setClosed] = useState(false)
  if (!href || closed) return null
  return (
    <aside className={styles.banner} aria-label={title}>
      <IconButton
        icon="close"
        aria-label="关闭"
        size="sm"
        onClick={() => {
          setClosed(true)
          onClose?.()
        }}
      />
      {iconSrc ? <img className={styles.icon} src={iconSrc} alt="" /> : null}
      <div className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </div>
      <Button href={href} size="sm">
        下载
      </Button>
    </aside>
  )
}
