import { recipe } from '@vanilla-extract/recipes'

/** Icon box per size; the stroke follows the current text colour. */
export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '24px', height: '24px' },
      xl: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'lg' },
})
