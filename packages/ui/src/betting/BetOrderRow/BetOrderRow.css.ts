import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&[data-variant="compact"]': {
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.font.size.sm,
    },
    '&[data-selected]': { background: vars.color.brandSoft },
  },
})

export const select = style({ flexShrink: 0, marginTop: `calc(-1 * ${vars.space.sm})` })

/**
 * Full: the game line, the picks with the status at their end, the drawn numbers, the figures, the order
 * number and the time on lines of their own. Compact: the time moves to the end of the game line.
 */
export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"head head" "info status" "draw draw" "figures figures" "order order" "time time"',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  selectors: {
    [`${row}[data-variant="compact"] &`]: {
      gridTemplateAreas: '"head time" "info status" "draw draw" "figures figures" "order order"',
      rowGap: 0,
    },
  },
})

const line = { margin: 0, minWidth: 0, overflowWrap: 'anywhere' } as const

export const head = style({
  ...line,
  gridArea: 'head',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
})

export const game = style({ fontWeight: vars.font.weight.bold })

export const turn = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' })

export const info = style({ ...line, gridArea: 'info' })

export const status = style({
  ...line,
  gridArea: 'status',
  justifySelf: 'end',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="pending"]': { color: vars.color.brandStrong },
    // Red marks a win in Chinese lottery convention; danger is each theme's red.
    '&[data-tone="won"]': { color: vars.color.danger },
    '&[data-tone="lost"], &[data-tone="void"]': { color: vars.color.muted },
    '&[data-tone="draw"]': { color: vars.color.text },
  },
})

export const draw = style({
  gridArea: 'draw',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
})

/** The draw's label, centred on the first line of small balls (24 px). */
export const drawTerm = style({ flexShrink: 0, color: vars.color.muted, lineHeight: '24px' })

export const figures = style({
  ...line,
  gridArea: 'figures',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
})

export const figure = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' })

export const term = style({ color: vars.color.muted })

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-won]': { color: vars.color.danger, fontWeight: vars.font.weight.bold } },
})

export const order = style({
  ...line,
  gridArea: 'order',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.sm,
})

export const orderNo = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const time = style({
  ...line,
  gridArea: 'time',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${row}[data-variant="compact"] &`]: { justifySelf: 'end', fontSize: vars.font.size.xs } },
})
