import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Sticks to the bottom of the scrolling page, above the content it scrolls over. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
})

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '32px',
})

export const count = style({ margin: 0, fontSize: vars.font.size.md })

export const tally = style({ display: 'grid', gap: '2px', minWidth: 0 })

/** 共 X 元 · 可赢 Y 元, under the count. */
export const quote = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

export const figure = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandStrong,
})

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '42px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::placeholder': { color: vars.color.muted, fontFamily: vars.font.family, fontSize: vars.font.size.md },
    '&:disabled': { cursor: 'not-allowed' },
  },
})

export const unit = style({ fontSize: vars.font.size.md, color: vars.color.muted })

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  // Always in the page so that the message is announced when it appears; empty, it takes no room.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.sm})` } },
})
