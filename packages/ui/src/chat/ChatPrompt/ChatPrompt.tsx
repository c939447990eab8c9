import { chatPromptTexts } from '@liuhe/domain'
import { ConfirmDialog } from '../../primitives/Dialog'

/** Props of {@link ChatPrompt}. */
export interface ChatPromptProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Where 立即查看 leads (the private chat, or the public room of an invite): 立即查看 is then a link to it,
   * rendered with the app's link component, so the app can prepare that page while the prompt is open.
   */
  href?: string
  /** 立即查看 was chosen (before an `href` is followed). */
  onConfirm?: () => void
  onCancel?: () => void
}

/**
 * The new private message prompt, also used for the public-room invite: 您有一条新消息！ / 是否立即查看？ with
 * 取消 and 立即查看 (both prompts have the same wording; docs/product.md, "Chat").
 */
export function ChatPrompt({ open, onOpenChange, href, onConfirm, onCancel }: ChatPromptProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={chatPromptTexts.title}
      message={chatPromptTexts.body}
      cancelLabel={chatPromptTexts.cancel}
      confirmLabel={chatPromptTexts.confirm}
      confirmHref={href}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
