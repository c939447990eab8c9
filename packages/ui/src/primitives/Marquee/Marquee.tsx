import { assignInlineVars } from '@vanilla-extract/dynamic'
import { Icon } from '../Icon/Icon'
import * as styles from './Marquee.css'

/** Props of {@link Marquee}. */
export interface MarqueeProps {
  /** The notice text, e.g. lottery notices joined with ' | '. */
  text: string
  /** Accessible name of the ticker; defaults to 公告. */
  label?: string
  /** Scroll speed: time per character in ms (longer text loops longer). */
  msPerCharacter?: number
  /** Stops the scroll, e.g. for a still screenshot. */
  paused?: boolean
  /** Called when the ticker is pressed, e.g. to open the notice list. */
  onPress?: () => void
}

/**
 * A single-line notice ticker that scrolls continuously, pauses on hover and focus, and stands still for
 * users who prefer reduced motion. Screen readers read the text once.
 */
export function Marquee({
  text,
  label = '公告',
  msPerCharacter = 250,
  paused = false,
  onPress,
}: MarqueeProps) {
  const durationMs = Math.max(6000, text.length * msPerCharacter)
  return (
    <div
      role="marquee"
      aria-label={label}
      className={styles.root}
      // The ticker takes focus so keyboard users can pause it (WCAG 2.2.2); pressing it is optional.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      data-paused={paused || undefined}
      style={assignInlineVars({ [styles.durationVar]: `${durationMs}ms` })}
      onClick={onPress}
      onKeyDown={(event) => {
        if (onPress && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault()
          onPress()
        }
      }}
    >
      <span className={styles.icon}>
        <Icon name="bell" size="md" />
      </span>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <span className={styles.copy}>{text}</span>
          <span className={styles.duplicate} aria-hidden="true">
            {text}
          </span>
        </div>
      </div>
    </div>
  )
}
