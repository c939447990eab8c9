import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  selectors: {
    '&[data-layout="icons"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '&[data-layout="banners"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.sm,
    selectors: {
      [`${list}[data-layout="icons"] &`]: {
        flexDirection: 'column',
        justifyContent: 'center',
        minHeight: '64px',
        padding: vars.space.xs,
      },
      [`${list}[data-layout="banners"] &`]: {
        justifyContent: 'space-between',
        minHeight: '52px',
        padding: `0 ${vars.space.md}`,
        background: vars.color.surfaceMuted,
        border: `1px solid ${vars.color.border}`,
      },
      '&[aria-current="true"]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.bold },
      [`${list}[data-layout="banners"] &[aria-current="true"]`]: {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
      },
    },
  },
])

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
})

export const count = style({
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.numeric,
})
