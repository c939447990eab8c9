import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
})

/** The total and its panel: the panel opens below the total, aligned to its right edge. */
export const disclosure = style({ position: 'relative', display: 'inline-flex' })

export const trigger = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const panel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 20,
  minWidth: '200px',
  marginTop: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
})

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
})

export const figure = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
})
