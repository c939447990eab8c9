import { createVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Aspect ratio of the frame, `width / height`. */
export const aspect = createVar()

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
})

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  width: '100%',
  height: 'auto',
  aspectRatio: aspect,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s linear infinite`,
  selectors: { '&[data-loaded]': { animation: 'none', background: vars.color.surfaceMuted } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(8px)',
  transform: 'scale(1.05)',
})

export const image = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'opacity 200ms ease',
  selectors: { [`${frame}[data-hidden] &`]: { opacity: 0 } },
})
