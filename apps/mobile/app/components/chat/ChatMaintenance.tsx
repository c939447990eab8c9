import { CHAT_MAINTENANCE_REPOLL_MS } from '@liuhe/domain'
import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import * as styles from './chat.css'

/** Chat in maintenance: 系统在维护中，请稍等！, and the page asks again every 120 s. */
export function ChatMaintenance({ message }: { message: string }) {
  const revalidator = useRevalidator()
  useEffect(() => {
    const timer = setInterval(() => revalidator.revalidate(), CHAT_MAINTENANCE_REPOLL_MS)
    return () => clearInterval(timer)
  }, [revalidator])
  return <output className={styles.notice}>{message}</output>
}
