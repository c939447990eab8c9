import { useToast } from '@liuhe/ui'
import { COPIED_MESSAGE } from '#app/components/wallet/CopyButton.tsx'

/** Copies a text to the clipboard and says 复制成功 (as `CopyButton` does); a failure asks to copy by hand. */
export function useCopy() {
  const toast = useToast()
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast.show(COPIED_MESSAGE, { durationMs: 1500 })
    } catch {
      console.error('Copy to clipboard failed.')
      toast.show('复制失败，请长按手动复制', { durationMs: 2000 })
    }
  }
}
