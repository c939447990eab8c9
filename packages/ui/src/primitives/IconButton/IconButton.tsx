import { forwardRef, type HTMLAttributes, type MouseEvent, type Ref } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './IconButton.css'

/** Icon button looks. */
export const iconButtonVariants = ['plain', 'soft', 'solid'] as const
/** An icon button look. */
export type IconButtonVariant = (typeof iconButtonVariants)[number]
/** Icon button sizes: 32 px and the 44 px touch target. */
export const iconButtonSizes = ['sm', 'md'] as const
/** An icon button size. */
export type IconButtonSize = (typeof iconButtonSizes)[number]

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children' | 'onClick' | 'aria-label'> {
  /** The icon drawn. */
  icon: IconName
  /** Accessible name (required: the button has no visible text), e.g. 返回. */
  'aria-label': string
  /** Look; defaults to `plain`. */
  variant?: IconButtonVariant
  /** Size; defaults to `md`. */
  size?: IconButtonSize
  /** Disables the button. */
  disabled?: boolean
  /** Renders a link to this address instead of a button (through the app's `LinkProvider`). */
  href?: string
  /** Pressed state for toggles such as a favourite star. */
  pressed?: boolean
  /** Called on press. */
  onClick?: (event: MouseEvent<HTMLElement>) => void
}

/** A round button that shows only an icon and is named by its aria-label; forwards ref and attributes. */
export const IconButton = forwardRef<HTMLElement, IconButtonProps>(function IconButton(
  { icon, 'aria-label': label, variant = 'plain', size = 'md', disabled, href, pressed, onClick, ...rest },
  ref,
) {
  const Link = useLinkComponent()
  const className = styles.iconButton({ variant, size })
  const glyph = <Icon name={icon} size={size === 'sm' ? 'md' : 'lg'} />
  if (href !== undefined) {
    return (
      <Link
        {...rest}
        ref={ref as Ref<HTMLAnchorElement>}
        className={className}
        href={href}
        aria-label={label}
        onClick={onClick}
      >
        {glyph}
      </Link>
    )
  }
  return (
    <button
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      className={className}
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      data-state={pressed === undefined ? undefined : pressed ? 'on' : 'off'}
      disabled={disabled}
      onClick={onClick}
    >
      {glyph}
    </button>
  )
})
