import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.92)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

export const region = style({ position: 'fixed', inset: 0, zIndex: 2000, pointerEvents: 'none' })

export const toast = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'min(80vw, 300px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.8)',
  color: '#ffffff',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  wordBreak: 'break-word',
  animation: `${popIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
