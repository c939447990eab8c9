import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

/** Round avatar box per size. */
export const avatar = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '48px', height: '48px' },
      lg: { width: '64px', height: '64px' },
    },
  },
  defaultVariants: { size: 'md' },
})
