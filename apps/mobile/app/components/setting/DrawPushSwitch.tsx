import { Button } from '@liuhe/ui'
import { useEffect, useState } from 'react'
import { useHydrated } from '#app/hooks/useHydrated.ts'
import { currentPushState, disablePush, enablePush, type PushState } from '#app/push.ts'
import * as styles from './drawPush.css.ts'

/** What each state says under the switch. */
const STATE_TEXT: Record<PushState, string> = {
  unsupported: '当前浏览器不支持推送',
  denied: '通知权限被拒绝，请在浏览器设置中允许',
  off: '开奖推送未开启',
  on: '已开启开奖推送',
}

/**
 * Turns draw notifications on or off in this browser (`app/push.ts`): asks for the notification permission,
 * subscribes through the service worker with the platform's VAPID key and has the app's server save the
 * subscription. It needs scripts: before they run it says so.
 */
export function DrawPushSwitch({ publicKey }: { publicKey: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<PushState | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    currentPushState()
      .then((now) => live && setState(now))
      .catch(() => live && setState('off'))
    return () => {
      live = false
    }
  }, [])

  if (!hydrated) return <p className={styles.hint}>开启推送需要浏览器运行脚本</p>
  if (state === null) return <p className={styles.hint}>正在检查推送状态…</p>

  const run = async (work: () => Promise<{ state: PushState; message: string }>) => {
    setBusy(true)
    try {
      const result = await work()
      setState(result.state)
      setMessage(result.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.switchBox}>
      <output className={styles.state}>
        {message && message !== STATE_TEXT[state] ? `${message}。` : ''}
        {STATE_TEXT[state]}
      </output>
      {state === 'off' ? (
        <Button type="button" fullWidth loading={busy} onClick={() => run(() => enablePush(publicKey))}>
          开启开奖推送
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" variant="ghost" fullWidth loading={busy} onClick={() => run(disablePush)}>
          关闭开奖推送
        </Button>
      ) : null}
    </div>
  )
}
