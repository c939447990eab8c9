import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const columns = createVar()

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: `${vars.space.lg} ${vars.space.sm}`,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  vars: { [columns]: '4' },
})

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  padding: vars.space.xxs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const media = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  overflow: 'hidden',
})

export const image = style({ width: '48px', height: '48px', objectFit: 'cover', display: 'block' })

export const label = style({
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: vars.font.lineHeight.tight,
})
