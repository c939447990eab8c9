import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' })

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const image = style({ display: 'block', width: '100%', height: '100%' })

export const piece = style({
  position: 'absolute',
  left: 0,
  borderRadius: 6,
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.brandSoft,
  boxShadow: vars.shadow.raised,
  opacity: 0.92,
})

export const track = style({
  position: 'relative',
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  display: 'grid',
  placeItems: 'center',
  userSelect: 'none',
  touchAction: 'none',
})

export const handle = style([
  focusRing,
  {
    position: 'absolute',
    top: -1,
    left: 0,
    width: 44,
    height: 40,
    borderRadius: vars.radius.pill,
    background: vars.color.brand,
    color: vars.color.onBrand,
    display: 'grid',
    placeItems: 'center',
    fontWeight: vars.font.weight.bold,
    cursor: 'grab',
    touchAction: 'none',
  },
])

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  gap: vars.space.sm,
  minHeight: 24,
})

export const message = style({ fontSize: vars.font.size.sm, color: vars.color.muted })
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger })
