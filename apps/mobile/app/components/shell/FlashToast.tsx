import { useToast } from '@liuhe/ui'
import { useEffect } from 'react'

/** How long a flashed message stays unless told otherwise, in ms. */
export const FLASH_TOAST_MS = 1500
/**
 * How long a message the reader must read stays, in ms: a refusal that cancelled what they tapped (the trial
 * account's 充值, an agent page). The longest a toast may stay (`maxToastDurationMs` of @liuhe/ui).
 */
export const MUST_READ_TOAST_MS = 3000

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
