import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family,
})

export const label = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  marginBottom: vars.space.xxs,
})

/** The text field with its ¥ prefix; 48 px high, large figures as wallets show amounts. */
export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
})

export const currency = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  '::placeholder': {
    color: vars.color.muted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.regular,
  },
})

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.muted })

export const error = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.danger })

/** Quick picks: three to a row, 44 px high for touch. */
export const picks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
})

/** The fieldset of the free field's quick picks: the same grid, no fieldset frame. */
export const quick = style([picks, { margin: 0, padding: 0, border: 'none', minWidth: 0 }])

export const pick = style([
  focusRing,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minHeight: vars.size.touch,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-selected]': {
        borderColor: vars.color.brand,
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
    },
  },
])

/** The radio of a fixed amount: invisible, the whole pick is its label. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})
