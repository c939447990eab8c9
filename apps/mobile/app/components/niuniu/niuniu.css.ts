import { vars } from '@liuhe/ui'
import { createVar, style } from '@vanilla-extract/css'

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  color: vars.color.muted,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.brandStrong,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
  },
})

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  minHeight: '100vh',
  alignContent: 'start',
})

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const heading = style({ margin: 0, fontSize: vars.font.size.lg })

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const text = style({ margin: 0 })

export const link = style({ color: vars.color.brandStrong })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
})

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const rowHeader = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  whiteSpace: 'nowrap',
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

/** How hot a cell of the 牛 grid is, 0–1 (its count against the grid's largest). */
export const heat = createVar()

/** A cell shaded by its count: the brand colour over the card, at most 45 % so the text keeps its contrast. */
export const heatCell = style([
  cell,
  {
    vars: { [heat]: '0' },
    background: `color-mix(in srgb, ${vars.color.brand} calc(${heat} * 45%), ${vars.color.surface})`,
  },
])

/** A position's win rate, 0–100, as the length of its bar. */
export const rate = createVar()

export const rateCell = style([cell, { minWidth: '72px' }])

export const rateBar = style({
  display: 'block',
  height: '4px',
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: `calc(${rate} * 1%)`,
      height: '100%',
      background: vars.color.brand,
    },
  },
})

export const draws = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md })

export const drawHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const drawTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.md })

export const cards = style({ display: 'flex', justifyContent: 'center' })

export const won = style({ color: vars.color.success, fontWeight: vars.font.weight.bold })

export const lost = style({ color: vars.color.danger })

export const skeleton = style({ display: 'grid', gap: vars.space.md })
