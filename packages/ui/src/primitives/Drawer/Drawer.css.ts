import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } })
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const sheet = style([
  focusRing,
  {
    position: 'fixed',
    zIndex: 1001,
    left: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '85vh',
    margin: '0 auto',
    maxWidth: '640px',
    paddingBottom: 'env(safe-area-inset-bottom)',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    fontFamily: vars.font.family,
    animation: `${slideUp} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
])

export const header = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.header,
  padding: `0 ${vars.space.xxl}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
})

export const close = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
})

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.lg,
  overscrollBehavior: 'contain',
})

export const footer = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
})
