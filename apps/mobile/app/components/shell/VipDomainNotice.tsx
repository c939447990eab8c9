import { privateDomainTexts } from '@liuhe/domain'
import { Button, Dialog, DialogActions, DialogContent, useToast } from '@liuhe/ui'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import {
  HOME_MODALS_DONE_EVENT,
  HOME_MODALS_SEEN_KEY,
  VIP_DOMAIN_NOTICE_SEEN_KEY,
} from '#app/components/shell/sessionFlags.ts'
import { COPIED_MESSAGE } from '#app/components/wallet/CopyButton.tsx'
import * as styles from './shell.css.ts'

/**
 * The notice telling a VIP their private encrypted domain (the domain's `privateDomainNotice` decides who
 * gets it), with a copy button. Shown once per browser session, after hydration; on the home page it waits
 * until home's own notice and ad modals have had their turn (`HomeModals`), so the two never stack.
 */
export function VipDomainNotice({
  domain,
  delayMs = 0,
}: {
  domain: string
  /** Wait this long before opening: the page's own toast (登录成功!) shows first, not over the notice. */
  delayMs?: number
}) {
  const { pathname } = useLocation()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem(VIP_DOMAIN_NOTICE_SEEN_KEY)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const openSoon = () => {
      timer = setTimeout(() => {
        sessionStorage.setItem(VIP_DOMAIN_NOTICE_SEEN_KEY, '1')
        setOpen(true)
      }, delayMs)
    }
    // On home, after home's own modals (HomeModals dispatches the event when none of them is open any more).
    if (pathname === '/' && sessionStorage.getItem(HOME_MODALS_SEEN_KEY) !== '1') {
      window.addEventListener(HOME_MODALS_DONE_EVENT, openSoon, { once: true })
      return () => {
        window.removeEventListener(HOME_MODALS_DONE_EVENT, openSoon)
        clearTimeout(timer)
      }
    }
    openSoon()
    return () => clearTimeout(timer)
  }, [pathname, delayMs])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(domain)
      toast.show(COPIED_MESSAGE, { durationMs: 1500 })
    } catch {
      // The error catalogue's clipboard failure: the member copies by hand (the domain is selectable).
      console.error('Copy to clipboard failed.')
      toast.show('复制失败，请长按手动复制', { durationMs: 2000 })
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={privateDomainTexts.title} description={privateDomainTexts.message}>
        <p className={styles.privateDomain}>{domain}</p>
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {privateDomainTexts.close}
          </Button>
          <Button onClick={copy}>{privateDomainTexts.copy}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
