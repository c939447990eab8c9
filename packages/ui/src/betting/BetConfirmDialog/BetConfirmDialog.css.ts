import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** A long bet scrolls inside the dialog while the totals and buttons stay in view. */
export const scroller = style({
  maxHeight: '45vh',
  marginTop: vars.space.lg,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
})

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const

const head = {
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
} as const

export const playColumn = style({
  ...cell,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  selectors: { 'thead &': head },
})

export const numberColumn = style({
  ...cell,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { 'thead &': head },
})

export const oddsCell = style([numberColumn, { color: vars.color.brandStrong }])

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.font.size.md,
})

export const total = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' })

export const figure = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandStrong,
})
