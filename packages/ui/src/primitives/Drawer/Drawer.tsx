import * as RadixDialog from '@radix-ui/react-dialog'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { useThemeContainer } from '../useThemeContainer'
import * as styles from './Drawer.css'

/**
 * Props of {@link Drawer}. Extra props (`aria-*`, `data-*`, Radix's `onOpenAutoFocus`…) go to the sheet; its
 * looks are the design system's, so there is no `className` or `style`.
 */
export interface DrawerProps
  extends Omit<
    ComponentPropsWithoutRef<typeof RadixDialog.Content>,
    // `onReset` is the sheet's 重置 action, not the DOM's form reset event.
    'asChild' | 'className' | 'style' | 'title' | 'children' | 'onReset'
  > {
  /** Whether the sheet is shown. */
  open: boolean
  /** Called with false when the sheet closes (close button, 完成, Esc, overlay). */
  onOpenChange: (open: boolean) => void
  /** Heading that names the sheet, e.g. 所有供應商. */
  title: ReactNode
  /** The sheet's content. */
  children: ReactNode
  /** Shows a 重置 action that calls this. */
  onReset?: () => void
  /** Shows a 完成 action that calls this and closes the sheet. */
  onDone?: () => void
  /** Label of the reset action; defaults to 重置. */
  resetLabel?: string
  /** Label of the done action; defaults to 完成. */
  doneLabel?: string
  /** Accessible name of the close button; defaults to 关闭. */
  closeLabel?: string
}

/**
 * A bottom sheet (Radix dialog) with a title, a close button and optional 重置 / 完成 actions. Forwards its
 * ref to the sheet, which carries `data-state` (open/closed).
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open,
    onOpenChange,
    title,
    children,
    onReset,
    onDone,
    resetLabel = '重置',
    doneLabel = '完成',
    closeLabel = '关闭',
    ...rest
  },
  ref,
) {
  const { anchor, container } = useThemeContainer()
  const hasFooter = Boolean(onReset || onDone)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {anchor}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content aria-describedby={undefined} {...rest} ref={ref} className={styles.sheet}>
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <span className={styles.close}>
              <RadixDialog.Close asChild>
                <IconButton icon="close" aria-label={closeLabel} size="sm" />
              </RadixDialog.Close>
            </span>
          </header>
          <div className={styles.body}>{children}</div>
          {hasFooter && (
            <footer className={styles.footer}>
              {onReset && (
                <Button variant="secondary" onClick={onReset}>
                  {resetLabel}
                </Button>
              )}
              {onDone && (
                <Button
                  onClick={() => {
                    onDone()
                    onOpenChange(false)
                  }}
                >
                  {doneLabel}
                </Button>
              )}
            </footer>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
})
