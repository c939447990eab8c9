import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Button.css'

/** Button variants by role. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const
/** A button variant. */
export type ButtonVariant = (typeof buttonVariants)[number]
/** Button sizes: 32, 44 (touch target) and 48 px high. */
export const buttonSizes = ['sm', 'md', 'lg'] as const
/** A button size. */
export type ButtonSize = (typeof buttonSizes)[number]

/** Props of {@link Button}. */
export interface ButtonProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children' | 'onClick'> {
  /** The label. */
  children: ReactNode
  /** Look by role; defaults to `primary`. */
  variant?: ButtonVariant
  /** Height and type size; defaults to `md`. */
  size?: ButtonSize
  /** Stretch to the container's width. */
  fullWidth?: boolean
  /** Shows a spinner, sets aria-busy and ignores presses. */
  loading?: boolean
  /** Disables the button (a link loses its href). */
  disabled?: boolean
  /** Renders a link to this address instead of a button (through the app's `LinkProvider`). */
  href?: string
  /** Icon before the label. */
  icon?: IconName
  /** Native button type; defaults to `button`. */
  type?: 'button' | 'submit' | 'reset'
  /** The id of the form a submit button belongs to when it stands outside that form. */
  form?: string
  /** The field name a submit button posts (with `value`), e.g. an intent. */
  name?: string
  /** The value a submit button posts under `name`. */
  value?: string
  /** Called on press (not while loading or disabled). */
  onClick?: (event: MouseEvent<HTMLElement>) => void
}

/** The app's button, also usable as a link through `href`; forwards its ref and extra attributes (Radix `asChild`). */
export const Button = forwardRef<HTMLElement, ButtonProps>(function Button(
  {
    children,
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    disabled = false,
    href,
    icon,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const Link = useLinkComponent()
  const className = styles.button({ variant, size, fullWidth })
  const state = {
    'data-variant': variant,
    'data-loading': loading || undefined,
    'data-disabled': disabled || undefined,
    'aria-busy': loading || undefined,
  }
  const content = (
    <>
      {loading ? <Spinner size="sm" /> : icon && <Icon name={icon} size={size === 'lg' ? 'md' : 'sm'} />}
      <span className={styles.label}>{children}</span>
    </>
  )
  if (href !== undefined) {
    const inactive = disabled || loading
    const anchorProps = {
      ...rest,
      ref: ref as Ref<HTMLAnchorElement>,
      className,
      role: inactive ? 'link' : undefined,
      'aria-disabled': inactive || undefined,
      ...state,
    }
    // An inactive link has no address (so a press goes nowhere): a plain anchor rather than the app's link.
    return inactive ? (
      <a {...anchorProps}>{content}</a>
    ) : (
      <Link {...anchorProps} href={href} onClick={onClick}>
        {content}
      </Link>
    )
  }
  return (
    <button
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      className={className}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...state}
    >
      {content}
    </button>
  )
})
