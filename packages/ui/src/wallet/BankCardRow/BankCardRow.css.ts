import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-choice]': { cursor: 'pointer' },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

/** The radio of a choice row, shown in the brand colour. */
export const radio = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
})

/** A round mark with the bank's first character (₮ for USDT). */
export const badge = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-kind="usdt"]': { background: vars.color.success },
  },
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 })

export const bank = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
})

export const holder = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
})

export const number = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.sm,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const action = style({ flexShrink: 0, fontSize: vars.font.size.sm })
