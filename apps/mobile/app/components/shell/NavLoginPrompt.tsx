import { navLoginPromptTexts } from '@liuhe/domain'
import { ConfirmDialog } from '@liuhe/ui'

/** The 请先登录 prompt of a guest's tap on a bottom-nav entry that needs login (its own chunk). */
export function NavLoginPrompt({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={navLoginPromptTexts.title}
      message={navLoginPromptTexts.message}
      cancelLabel={navLoginPromptTexts.cancel}
      confirmLabel={navLoginPromptTexts.confirm}
      onConfirm={onConfirm}
    />
  )
}
