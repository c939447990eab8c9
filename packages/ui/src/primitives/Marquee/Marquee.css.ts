import { createVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

/** Duration of one full loop, set from the text length. */
export const durationVar = createVar()

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } })

export const root = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '36px',
    padding: `0 ${vars.space.md}`,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
  },
])

export const icon = style({ flexShrink: 0, color: vars.color.brandStrong })

export const viewport = style({ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' })

export const track = style({
  display: 'inline-flex',
  animation: `${scroll} ${durationVar} linear infinite`,
  selectors: {
    [`${root}:hover &, ${root}:focus-within &, ${root}[data-paused] &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
})

export const copy = style({ paddingRight: '3em' })

export const duplicate = style([
  copy,
  { '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } },
])
