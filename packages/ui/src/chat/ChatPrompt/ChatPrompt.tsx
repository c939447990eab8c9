import { chatPromptTexts } from '@liuhe/domain'
import { ConfirmDialog } from '../../primitives/Dialog'

/** Props of {@link ChatPrompt}. */
export interface ChatPromptProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** 立即查看: opens the private chat, or the public room of an invite. */
  onConfirm: () => void
  onCancel?: () => void
}

/**
 * The new private message prompt, also used for the public-room invite: 您有一条新消息！ / 是否立即查看？ with
 * 取消 and 立即查看 (the spec gives both prompts the same wording).
 */
export function ChatPrompt({ open, onOpenChange, onConfirm, onCancel }: ChatPromptProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={chatPromptTexts.title}
      message={chatPromptTexts.body}
      cancelLabel={chatPromptTexts.cancel}
      confirmLabel={chatPromptTexts.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
