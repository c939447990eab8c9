import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

/** Round icon-only button per variant and size. */
export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-grid',
      placeItems: 'center',
      flexShrink: 0,
      padding: 0,
      border: 'none',
      borderRadius: '50%',
      cursor: 'pointer',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: 'background-color 120ms ease, transform 120ms ease',
      selectors: {
        '&:active:not(:disabled)': { transform: 'scale(0.92)' },
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      plain: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      soft: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      solid: { background: vars.color.brandStrong, color: vars.color.onBrand },
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: vars.size.touch, height: vars.size.touch },
    },
  },
  defaultVariants: { variant: 'plain', size: 'md' },
})
