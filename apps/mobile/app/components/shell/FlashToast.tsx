import { useToast } from '@liuhe/ui'
import { useEffect } from 'react'

/** Shows a server message (session flash or loader data) as the app's single toast once it arrives. */
export function FlashToast({ message, durationMs }: { message?: string | null; durationMs?: number }) {
  const toast = useToast()
  useEffect(() => {
    if (message) toast.show(message, { durationMs })
  }, [message, durationMs, toast])
  return null
}
