import * as styles from './Icon.css'
import type { IconName, IconSize } from './names'

export { type IconName, type IconSize, iconNames, iconSizes } from './names'

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which icon to draw. */
  name: IconName
  /** Box size; defaults to `lg` (24 px). */
  size?: IconSize
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string
  /** Extra class for placement by the caller. */
  className?: string
}

/**
 * A simple 24 px stroke icon, coloured by the current text colour. Its drawing comes from the stylesheet
 * (a CSS mask), so the component itself is only a box.
 */
export function Icon({ name, size = 'lg', label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <span
      className={[styles.icon({ size }), className].filter(Boolean).join(' ')}
      data-icon={name}
      {...a11y}
    />
  )
}
