import { Button, Dialog, DialogActions, DialogContent } from '@liuhe/ui'
import { useEffect, useState } from 'react'
import * as styles from '#app/components/home/home.css.ts'
import {
  HOME_MODALS_DONE_EVENT,
  HOME_MODALS_SEEN_KEY as SEEN_KEY,
} from '#app/components/shell/sessionFlags.ts'

type Step = 'pending' | 'notice' | 'ad' | 'done'

/**
 * The first of home's modals still to show this browser session, after `seen` (the session flag: `notice`
 * once the notice was shown, `1` once both were).
 */
export function firstHomeModal(seen: string | null, hasNotice: boolean, hasAd: boolean): Step {
  if (seen === '1') return 'done'
  if (seen !== 'notice' && hasNotice) return 'notice'
  return hasAd ? 'ad' : 'done'
}

/**
 * The home's notice modal (index_notice), then the AD11 ad modal: one at a time, each once per browser session
 * (remembered when it opens, so a reload does not show it again), after hydration (they need scripts to close
 * anyway). `onDone` runs when no modal of home's is open any more (none to show, or the last closed): the
 * install banner waits for it, and the window gets {@link HOME_MODALS_DONE_EVENT} for the VIP notice.
 */
export function HomeModals({
  notices,
  adHtml,
  onDone,
}: {
  notices: readonly { id: number; noticeTitle: string; noticeContent: string }[]
  /** AD11's sanitized HTML. */
  adHtml?: string
  onDone?: () => void
}) {
  const [step, setStep] = useState<Step>('pending')
  const show = (next: Step) => {
    if (next === 'notice') sessionStorage.setItem(SEEN_KEY, adHtml ? 'notice' : '1')
    else sessionStorage.setItem(SEEN_KEY, '1')
    setStep(next)
  }
  // Once, on mount: what shows is decided by the session flag as the page opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sequence starts once per visit
  useEffect(() => {
    show(firstHomeModal(sessionStorage.getItem(SEEN_KEY), notices.length > 0, Boolean(adHtml)))
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once, when the sequence ends
  useEffect(() => {
    if (step !== 'done') return
    onDone?.()
    window.dispatchEvent(new Event(HOME_MODALS_DONE_EVENT))
  }, [step])

  const closeNotice = () => show(adHtml ? 'ad' : 'done')
  return (
    <>
      <Dialog open={step === 'notice'} onOpenChange={(open) => !open && closeNotice()}>
        <DialogContent title="公告">
          <div className={styles.notices}>
            {notices.map((notice) => (
              <section key={notice.id}>
                <h3 className={styles.noticeTitle}>{notice.noticeTitle}</h3>
                <p className={styles.noticeText}>{notice.noticeContent}</p>
              </section>
            ))}
          </div>
          <DialogActions>
            <Button fullWidth onClick={closeNotice}>
              我知道了
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'ad'} onOpenChange={(open) => !open && show('done')}>
        <DialogContent title="精彩推荐">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize.server.ts in the loader */}
          <div className={styles.adModal} dangerouslySetInnerHTML={{ __html: adHtml ?? '' }} />
          <DialogActions>
            <Button fullWidth variant="secondary" onClick={() => show('done')}>
              关闭
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  )
}
