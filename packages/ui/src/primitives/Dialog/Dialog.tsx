import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import { useThemeContainer } from '../useThemeContainer'
import * as styles from './Dialog.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Trigger and content. */
  children: ReactNode
  /** Open state when controlled. */
  open?: boolean
  /** Open state at first when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the dialog asks to open or close (Esc, overlay, close button). */
  onOpenChange?: (open: boolean) => void
}

/** Root of a modal dialog (Radix dialog): focus is trapped inside and returns to the trigger on close. */
export function Dialog({ children, open, defaultOpen, onOpenChange }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  )
}

/** The element that opens the dialog; pass a single button as the child. */
export const DialogTrigger = (props: { /** The button that opens the dialog. */ children: ReactNode }) => (
  <RadixDialog.Trigger asChild>{props.children}</RadixDialog.Trigger>
)

/** The element that closes the dialog; pass a single button as the child. */
export const DialogClose = (props: { /** The button that closes the dialog. */ children: ReactNode }) => (
  <RadixDialog.Close asChild>{props.children}</RadixDialog.Close>
)

/** Props of {@link DialogContent}. */
export interface DialogContentProps {
  /** Heading that names the dialog. */
  title: ReactNode
  /** Text under the title that describes the dialog. */
  description?: ReactNode
  /** Body and actions. */
  children?: ReactNode
  /** Class for the content box, e.g. a bottom-sheet look. */
  className?: string
  /** Class for the overlay. */
  overlayClassName?: string
  /** Class for the title. */
  titleClassName?: string
}

/** The dialog box with its overlay, portalled into the nearest theme container; named by `title`, described by `description`. */
export function DialogContent({
  title,
  description,
  children,
  className = styles.content,
  overlayClassName = styles.overlay,
  titleClassName = styles.title,
}: DialogContentProps) {
  const describedBy = description ? undefined : { 'aria-describedby': undefined }
  const { anchor, container } = useThemeContainer()
  return (
    <>
      {anchor}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlayClassName} />
        <RadixDialog.Content className={className} {...describedBy}>
          <RadixDialog.Title className={titleClassName}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </>
  )
}

/** A row of equal-width dialog buttons. */
export function DialogActions({ children }: { /** The buttons. */ children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Called with false whenever the dialog closes (confirm, cancel, Esc, overlay). */
  onOpenChange: (open: boolean) => void
  /** Heading, e.g. 您有一条新消息！. */
  title: ReactNode
  /** Message under the heading, e.g. 是否立即查看？. */
  message?: ReactNode
  /** Label of the confirm button; defaults to 确定. */
  confirmLabel?: string
  /** Label of the cancel button; defaults to 取消. */
  cancelLabel?: string
  /** Hides the cancel button for information-only prompts. */
  hideCancel?: boolean
  /** Called when the user confirms. */
  onConfirm: () => void
  /** Called when the user cancels (button, Esc or overlay). */
  onCancel?: () => void
}

/** A modal question with cancel (取消) and confirm (确定) buttons; labels can be changed, e.g. 立即查看. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  hideCancel = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.()
        onOpenChange(next)
      }}
    >
      <DialogContent title={title} description={message}>
        <DialogActions>
          {!hideCancel && (
            <DialogClose>
              <Button variant="secondary">{cancelLabel}</Button>
            </DialogClose>
          )}
          <Button
            onClick={() => {
              onConfirm()
              onOpenChange(false)
            }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
