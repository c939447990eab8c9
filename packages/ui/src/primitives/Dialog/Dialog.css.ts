import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.94)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const content = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: 1001,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(calc(100vw - 48px), 320px)',
    maxHeight: 'calc(100vh - 96px)',
    overflowY: 'auto',
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.family,
    animation: `${popIn} 180ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
])

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
})

export const description = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
  textAlign: 'center',
})

export const actions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.md,
  marginTop: vars.space.xl,
})
