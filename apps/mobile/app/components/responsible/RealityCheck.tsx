import { realityCheckSummary, yuanToFenRounded } from '@liuhe/domain'
import { useNavigate } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

// The dialog code loads when a check is first due.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog.tsx').then((m) => ({ default: m.RealityCheckDialog })),
)

/** Where the session's start and the last 继续 are kept, so they survive moving between pages. */
const STARTED_KEY = 'liuhe.realityCheck.startedAt'
const ACKED_KEY = 'liuhe.realityCheck.ackedAt'
/** How often the timer looks at the clock. */
const TICK_MS = 15_000

function readTime(key: string): number | null {
  const value = Number(window.sessionStorage.getItem(key))
  return Number.isFinite(value) && value > 0 ? value : null
}

/**
 * The reality check of a signed-in member on the betting pages: every `intervalMinutes` of play (counted
 * from the session's start in this tab, or the last 继续) a dialog shows the time played and the net result
 * since the start (asked from the platform), with 继续 (the next check in `intervalMinutes`) and 退出 (ends the
 * session and leaves for the home page). The clock is the browser's (`Date.now`), so tests move it.
 */
export function RealityCheck({ intervalMinutes }: { intervalMinutes: number }) {
  const navigate = useNavigate()
  const [shown, setShown] = useState<{ startedAt: number; at: number; net: number | null } | null>(null)
  // True from the moment a check is due until the member answers it: the timer does not ask twice.
  const open = useRef(false)

  useEffect(() => {
    if (!readTime(STARTED_KEY)) window.sessionStorage.setItem(STARTED_KEY, String(Date.now()))
    const check = async () => {
      const startedAt = readTime(STARTED_KEY) ?? Date.now()
      const since = readTime(ACKED_KEY) ?? startedAt
      const now = Date.now()
      if (open.current || now < since + intervalMinutes * 60_000) return
      open.current = true
      const net = await fetch(`/resources/responsible-session?since=${startedAt}`)
        .then((r) => (r.ok ? (r.json() as Promise<{ net: number | null }>) : { net: null }))
        .then((body) => body.net)
        .catch(() => null)
      setShown({ startedAt, at: now, net })
    }
    const timer = window.setInterval(check, TICK_MS)
    return () => window.clearInterval(timer)
  }, [intervalMinutes])

  if (!shown) return null
  const summary = realityCheckSummary(shown.startedAt, shown.at, yuanToFenRounded(shown.net ?? 0))
  const keepPlaying = () => {
    window.sessionStorage.setItem(ACKED_KEY, String(Date.now()))
    open.current = false
    setShown(null)
  }
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        message={shown.net === null ? `您已连续游戏${summary.playedText}。` : summary.message}
        onContinue={keepPlaying}
        onExit={() => {
          window.sessionStorage.removeItem(STARTED_KEY)
          window.sessionStorage.removeItem(ACKED_KEY)
          open.current = false
          setShown(null)
          navigate('/')
        }}
      />
    </Suspense>
  )
}
