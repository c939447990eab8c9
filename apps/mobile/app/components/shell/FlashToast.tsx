import { useToast } from '@liuhe/ui'
import { useEffect } from 'react'

/**
 * Shows a server message (session flash or loader data) as the app's single toast once it arrives. `id` tells
 * one arrival from the next: the same text flashed twice in a row (操作成功! after setting the fund password,
 * then again after adding a card) shows twice, although the text did not change in between. Without an id,
 * a message shows when its text changes.
 */
export function FlashToast({
  message,
  id,
  durationMs,
}: {
  message?: string | null
  id?: string | number
  durationMs?: number
}) {
  const toast = useToast()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is the trigger: a new arrival of the same text
  useEffect(() => {
    if (message) toast.show(message, { durationMs })
  }, [message, id, durationMs, toast])
  return null
}
