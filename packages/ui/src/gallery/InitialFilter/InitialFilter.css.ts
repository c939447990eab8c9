import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  scrollbarWidth: 'none',
})

export const option = style([
  focusRing,
  {
    flex: '0 0 auto',
    minWidth: '36px',
    height: '30px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-checked="true"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
])
