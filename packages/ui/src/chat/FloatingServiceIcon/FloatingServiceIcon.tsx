import { useState } from 'react'
import { FloatingIcon } from '../../layout/FloatingIcon'
import { Button } from '../../primitives/Button'
import { Dialog, DialogContent } from '../../primitives/Dialog'
import { Icon } from '../../primitives/Icon'
import * as styles from './FloatingServiceIcon.css'

/** Props of {@link FloatingServiceIcon}. */
export interface FloatingServiceIconProps {
  /**
   * `default`: the WeChat QR image with the WeChat id, 复制 and 打开微信; any other mode: a link to the
   * customer service address.
   */
  mode: 'default' | 'link'
  /** The company's WeChat id (default mode). */
  wechatId?: string | null
  /** The WeChat QR image (default mode). */
  qrImageUrl?: string | null
  /** The customer service address (link mode), e.g. /services or an outside address. */
  linkUrl?: string | null
  /** Where 打开微信 goes; defaults to the WeChat app's address. */
  wechatAppUrl?: string
  /** Copies the WeChat id; the app shows 复制成功. */
  onCopy?: (text: string) => void
  /** Accessible name of the icon and title of its panel; defaults to 在线客服. */
  label?: string
}

/**
 * The floating customer-service icon: draggable with the pointer or the arrow keys, it snaps to the nearest
 * screen edge; pressed, it opens a panel with the WeChat QR image and id (default mode) or a link.
 */
export function FloatingServiceIcon({
  mode,
  wechatId,
  qrImageUrl,
  linkUrl,
  wechatAppUrl = 'weixin://',
  onCopy,
  label = '在线客服',
}: FloatingServiceIconProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <FloatingIcon aria-label={label} onClick={() => setOpen(true)}>
        <Icon name="support" />
      </FloatingIcon>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={label}
          description={mode === 'default' ? '扫码或搜索微信号添加客服' : undefined}
        >
          {mode === 'default' ? (
            <div className={styles.panel}>
              {qrImageUrl ? (
                <img className={styles.qr} src={qrImageUrl} alt="客服微信二维码" width={180} height={180} />
              ) : null}
              {wechatId ? (
                <p className={styles.wechat}>
                  微信号：<span className={styles.id}>{wechatId}</span>
                </p>
              ) : null}
              <div className={styles.actions}>
                {wechatId && onCopy ? (
                  <Button variant="secondary" onClick={() => onCopy(wechatId)}>
                    复制
                  </Button>
                ) : null}
                <Button href={wechatAppUrl}>打开微信</Button>
              </div>
            </div>
          ) : (
            <div className={styles.panel}>
              {linkUrl ? (
                <a className={styles.link} href={linkUrl} target="_blank" rel="noopener noreferrer">
                  联系客服
                </a>
              ) : (
                <p className={styles.wechat}>暂无客服</p>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
