import { useToast } from '@liuhe/ui'
import * as styles from './wallet.css.ts'

/** Toast after a copy (docs/product.md, "Wallet pages"). */
export const COPIED_MESSAGE = '复制成功'

/** A 复制 button for one value (an account number, a USDT address); says 复制成功 once copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast()
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={`复制${label}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text)
          toast.show(COPIED_MESSAGE, { durationMs: 1500 })
        } catch {
          // The error catalogue's clipboard failure: the member copies by hand.
          console.error('Copy to clipboard failed.')
          toast.show('复制失败，请长按手动复制', { durationMs: 2000 })
        }
      }}
    >
      复制
    </button>
  )
}
