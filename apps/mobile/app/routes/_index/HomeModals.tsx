import { Button, Dialog, DialogActions, DialogContent } from '@liuhe/ui'
import { useEffect, useState } from 'react'
import * as styles from '#app/components/home/home.css.ts'
import { HOME_MODALS_SEEN_KEY as SEEN_KEY } from '#app/components/shell/sessionFlags.ts'

/**
 * The home's notice modal (index_notice), then the AD11 ad modal; shown once per browser session, after
 * hydration (they need scripts to close anyway).
 */
export function HomeModals({
  notices,
  adHtml,
}: {
  notices: readonly { id: number; noticeTitle: string; noticeContent: string }[]
  /** AD11's sanitized HTML. */
  adHtml?: string
}) {
  const [step, setStep] = useState<'none' | 'notice' | 'ad'>('none')
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return
    sessionStorage.setItem(SEEN_KEY, '1')
    setStep(notices.length ? 'notice' : adHtml ? 'ad' : 'none')
  }, [notices.length, adHtml])

  const closeNotice = () => setStep(adHtml ? 'ad' : 'none')
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
      <Dialog open={step === 'ad'} onOpenChange={(open) => !open && setStep('none')}>
        <DialogContent title="精彩推荐">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize.server.ts in the loader */}
          <div className={styles.adModal} dangerouslySetInnerHTML={{ __html: adHtml ?? '' }} />
          <DialogActions>
            <Button fullWidth variant="secondary" onClick={() => setStep('none')}>
              关闭
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  )
}
