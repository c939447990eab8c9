import { Button, Dialog, DialogActions, DialogClose, DialogContent } from '@liuhe/ui'
import { useEffect, useState } from 'react'
import * as styles from './gameCenter.css.ts'

const NOTICE_SEEN_KEY = 'game-center-notice-seen'

/**
 * The open state of {@link NoticeDialog}: it opens by itself once per browser session when there are
 * notices, and again on `show` (the marquee).
 */
export function useNoticeDialog(noticeCount: number) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (noticeCount > 0 && !window.sessionStorage.getItem(NOTICE_SEEN_KEY)) setOpen(true)
  }, [noticeCount])
  return {
    open,
    show: () => setOpen(noticeCount > 0),
    onOpenChange: (next: boolean) => {
      setOpen(next)
      if (!next) window.sessionStorage.setItem(NOTICE_SEEN_KEY, '1')
    },
  }
}

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  /** The popup notices. */
  notices: readonly { id: number; title: string; content: string }[]
  /** Whether the dialog is open. */
  open: boolean
  /** Called when it opens or closes. */
  onOpenChange: (open: boolean) => void
}

/** The game center's 公告 dialog: every popup notice, closed with 我知道了. */
export function NoticeDialog({ notices, open, onOpenChange }: NoticeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="公告">
        <ul className={styles.noticeList}>
          {notices.map((n) => (
            <li key={n.id}>
              <div className={styles.noticeTitle}>{n.title}</div>
              <div>{n.content}</div>
            </li>
          ))}
        </ul>
        <DialogActions>
          <DialogClose>
            <Button>我知道了</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
