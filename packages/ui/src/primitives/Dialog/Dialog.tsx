import * as RadixDialog from '@radix-ui/react-dialog'
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes, type ReactNode } from 'react'
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

/** Props of {@link DialogTrigger} and {@link DialogClose}: one button, which takes the part's behaviour. */
export interface DialogButtonPartProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Trigger>, 'asChild' | 'className' | 'style'> {
  /** The button (e.g. a `Button`); it opens or closes the dialog and carries `data-state`. */
  children: ReactNode
}

/** The element that opens the dialog: pass a single button as the child; ref and extra props go to it. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogButtonPartProps>(function DialogTrigger(
  { children, ...rest },
  ref,
) {
  return (
    <RadixDialog.Trigger {...rest} ref={ref} asChild>
      {children}
    </RadixDialog.Trigger>
  )
})

/** The element that closes the dialog: pass a single button as the child; ref and extra props go to it. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogButtonPartProps>(function DialogClose(
  { children, ...rest },
  ref,
) {
  return (
    <RadixDialog.Close {...rest} ref={ref} asChild>
      {children}
    </RadixDialog.Close>
  )
})

/**
 * Props of {@link DialogContent}. Extra props (`aria-*`, `data-*`, Radix's `onOpenAutoFocus`,
 * `onEscapeKeyDown`…) go to the dialog box; its looks are the design system's, so there is no
 * `className` or `style`.
 */
export interface DialogContentProps
  extends Omit<
    ComponentPropsWithoutRef<typeof RadixDialog.Content>,
    'asChild' | 'className' | 'style' | 'title' | 'children'
  > {
  /** Heading that names the dialog. */
  title: ReactNode
  /** Text under the title that describes the dialog. */
  description?: ReactNode
  /** Body and actions. */
  children?: ReactNode
}

/**
 * The dialog box with its overlay, portalled into the nearest theme container; named by `title`, described
 * by `description`. Forwards its ref to the box, which carries `data-state` (open/closed).
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, children, ...rest },
  ref,
) {
  const describedBy = description ? undefined : { 'aria-describedby': undefined }
  const { anchor, container } = useThemeContainer()
  return (
    <>
      {anchor}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content {...describedBy} {...rest} ref={ref} className={styles.content}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </>
  )
})

/** Props of {@link DialogActions}. */
export interface DialogActionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  /** The buttons. */
  children: ReactNode
}

/** A row of equal-width dialog buttons; forwards its ref and extra props to the row. */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(function DialogActions(
  { children, ...rest },
  ref,
) {
  return (
    <div {...rest} ref={ref} className={styles.actions}>
      {children}
    </div>
  )
})

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
  /**
   * Where confirming leads, when it is a way to another page: the confirm button is then a link to it
   * (rendered with the app's link component), which the app's router can find and prepare while the dialog
   * is open.
   */
  confirmHref?: string
  /** Called when the user confirms (before a `confirmHref` link is followed). */
  onConfirm?: () => void
  /** Called when the user cancels (button, Esc or overlay). */
  onCancel?: () => void
}

/**
 * A modal question with cancel (取消) and confirm (确定) buttons; labels can be changed, e.g. 立即查看, and the
 * confirm button can be a link (`confirmHref`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  hideCancel = false,
  confirmHref,
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
            href={confirmHref}
            onClick={() => {
              onConfirm?.()
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
