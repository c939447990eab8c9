import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  paddingBottom: vars.space.xl,
})

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const dateInput = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  minWidth: 0,
})

export const error = style({
  margin: `${vars.space.sm} ${vars.space.md} 0`,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
})

export const card = style({
  margin: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflowX: 'auto',
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const head = style({
  padding: vars.space.sm,
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'right',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const gameLink = style({
  color: vars.color.brandStrong,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const win = style({ color: vars.color.danger })
export const lose = style({ color: vars.color.success })

export const totalRow = style({ fontWeight: vars.font.weight.bold })

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.muted })

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})
