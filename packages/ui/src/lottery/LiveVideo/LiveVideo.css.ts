import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: '#000',
})

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  selectors: { [`${root}:not([data-state="playing"]) &`]: { visibility: 'hidden' } },
})

export const overlay = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  textAlign: 'center',
  color: '#fff',
  fontSize: vars.font.size.md,
  background: 'rgba(0, 0, 0, 0.6)',
})
