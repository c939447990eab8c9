import { showsAddToHomeScreen, showsInstallBanner } from '@liuhe/domain'
import { Button, Drawer, InstallBanner, installBannerHeightPx } from '@liuhe/ui'
import { useEffect, useState, useSyncExternalStore } from 'react'
import * as styles from '#app/components/home/home.css.ts'
import { installPromptStore, promptInstall } from '#app/pwa.ts'

const BANNER_CLOSED_KEY = 'liuhe:install-banner-closed'

interface Device {
  apple: boolean
  appleSafari: boolean
  standalone: boolean
}

function detectDevice(): Device {
  const ua = navigator.userAgent
  const apple = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
  const appleSafari = apple && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|MicroMessenger/i.test(ua)
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches
  return { apple, appleSafari, standalone }
}

/**
 * The install-app banner (Apple or Android download link, closable, remembered) and, on the index route in
 * Safari on Apple devices that have not installed the app, the add-to-home-screen prompt with its steps; where
 * the browser offers its own install prompt (Chromium, with the manifest and service worker), the same button
 * opens that prompt. All depend on the device, so they appear after hydration, and after home's modals.
 */
export function InstallPrompts({
  appName,
  iosDownloadUrl,
  androidDownloadUrl,
  ready = true,
  onBannerInset,
}: {
  appName: string
  iosDownloadUrl: string
  androidDownloadUrl: string
  /** False while home's own modals are still to show or open (`HomeModals`): the prompts wait their turn. */
  ready?: boolean
  /**
   * Told the room the banner takes above the bottom bar (a CSS length) while it shows, `undefined` when it
   * does not: home's back-to-top button rises above it rather than covering its 下载.
   */
  onBannerInset?: (inset: string | undefined) => void
}) {
  const [device, setDevice] = useState<Device | null>(null)
  const [bannerClosed, setBannerClosed] = useState(true)
  const [stepsOpen, setStepsOpen] = useState(false)
  const canPrompt = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.get,
    installPromptStore.getServer,
  )
  useEffect(() => {
    setDevice(detectDevice())
    setBannerClosed(localStorage.getItem(BANNER_CLOSED_KEY) === '1')
  }, [])
  const kind = device?.apple ? 'ios' : 'android'
  const showBanner =
    device !== null && ready && showsInstallBanner({ iosDownloadUrl, androidDownloadUrl }, kind, bannerClosed)
  useEffect(() => {
    onBannerInset?.(showBanner ? `${installBannerHeightPx}px` : undefined)
  }, [showBanner, onBannerInset])
  if (!device || !ready) return null

  const showAddToHome = showsAddToHomeScreen({
    routeName: 'index',
    isAppleSafari: device.appleSafari,
    standalone: device.standalone,
    canPrompt,
  })
  return (
    <>
      {showBanner ? (
        <div className={styles.installBanner}>
          <InstallBanner
            href={kind === 'ios' ? iosDownloadUrl : androidDownloadUrl}
            title={appName}
            description="下载APP，开奖资讯随时看"
            onClose={() => {
              localStorage.setItem(BANNER_CLOSED_KEY, '1')
              setBannerClosed(true)
            }}
          />
        </div>
      ) : null}
      {showAddToHome ? (
        <>
          <div className={styles.addToHome}>
            <Button
              size="sm"
              variant="secondary"
              icon="plus"
              onClick={() => (canPrompt ? void promptInstall() : setStepsOpen(true))}
            >
              添加到主屏幕
            </Button>
          </div>
          <Drawer open={stepsOpen} onOpenChange={setStepsOpen} title="添加到主屏幕">
            <ol className={styles.steps}>
              <li>点击浏览器底部的“分享”按钮</li>
              <li>在菜单中选择“添加到主屏幕”</li>
              <li>点击右上角的“添加”，即可从桌面打开</li>
            </ol>
          </Drawer>
        </>
      ) : null}
    </>
  )
}
