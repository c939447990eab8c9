import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const scroller = style({
  position: 'relative',
  height: '100%',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.background,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' } },
})

export const inner = style({ position: 'relative', width: '100%' })

export const row = style({ position: 'absolute', top: 0, left: 0, width: '100%' })

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})
