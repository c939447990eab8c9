import { createVar, keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

/** Width of one skeleton, set at run time. */
export const widthVar = createVar()
/** Height of one skeleton, set at run time. */
export const heightVar = createVar()

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } })

/** Grey placeholder per shape with a moving shine. */
export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    backgroundColor: vars.color.border,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceMuted} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      block: { borderRadius: vars.radius.md },
      text: { borderRadius: vars.radius.sm },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'block' },
})

export const lines = style({ display: 'grid', gap: vars.space.sm })
