import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** A ring with one coloured quarter that turns; the colour follows the text colour. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '14px', height: '14px', borderWidth: '2px' },
      md: { width: '20px', height: '20px', borderWidth: '2px' },
      lg: { width: '32px', height: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const withLabel = style({ display: 'inline-flex', alignItems: 'center', gap: '8px' })
