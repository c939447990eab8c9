import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

export const field = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.family })

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.muted })

export const group = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-within': { borderColor: vars.color.brand } },
})

export const segments = style({
  display: 'flex',
  flex: 1,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.md,
})

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&:focus': { background: vars.color.brandStrong, color: vars.color.onBrand },
  },
})

export const trigger = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.brandStrong,
    cursor: 'pointer',
  },
])

export const popover = style({
  zIndex: 1100,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
})

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const navButton = style([
  trigger,
  { selectors: { '&:disabled': { opacity: 0.35, cursor: 'not-allowed' } } },
])

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm })

export const weekday = style({
  width: '40px',
  height: '32px',
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
})

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  margin: '2px',
  borderRadius: '50%',
  fontFamily: vars.font.numeric,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.brandStrong, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.muted, opacity: 0.45, cursor: 'not-allowed' },
    '&[data-outside]': { visibility: 'hidden' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '1px' },
  },
})
