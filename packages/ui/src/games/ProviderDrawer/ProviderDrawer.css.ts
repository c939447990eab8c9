import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  // At most the viewport minus 345 px (docs/product.md, "Look and feel").
  maxHeight: 'calc(100vh - 345px)',
  minHeight: '120px',
  overflowY: 'auto',
  padding: vars.space.xxs,
})

export const option = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minHeight: '64px',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-checked="true"]': {
        borderColor: vars.color.brand,
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
])

export const logo = style({ width: '80px', height: '30px', objectFit: 'contain' })

export const check = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  color: vars.color.brand,
  selectors: { [`${option}[aria-checked="false"] &`]: { display: 'none' } },
})
