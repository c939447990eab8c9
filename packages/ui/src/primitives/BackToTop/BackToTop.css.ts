import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.8)' },
  to: { opacity: 1, transform: 'scale(1)' },
})

/** Room kept free under the button above the bottom bar (a banner there), set from `bottomInset`. */
export const bottomInset = createVar()

export const button = style([
  focusRing,
  {
    position: 'fixed',
    right: vars.space.lg,
    bottom: `calc(${vars.size.bottomNav} + ${fallbackVar(bottomInset, '0px')} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
    zIndex: 900,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: '50%',
    background: vars.color.surface,
    color: vars.color.brandStrong,
    boxShadow: vars.shadow.raised,
    cursor: 'pointer',
    animation: `${appear} 160ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
])

export const arrow = style({ transform: 'rotate(180deg)' })
