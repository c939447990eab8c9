import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

const focus = { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' }

/** The links under a card's record and atop the ranking: 准确率排行, 搜索资料. */
export const links = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.sm,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focus },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
})

export const row = style({
  display: 'grid',
  gridTemplateColumns: '28px 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focus },
})

/** A result row without rank and figure. */
export const plainRow = style([row, { gridTemplateColumns: '1fr' }])

export const rank = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textAlign: 'center',
  color: vars.color.muted,
})

export const topRank = style({ color: vars.color.danger })

export const name = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 })

export const title = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.md })

export const detail = style({ fontSize: vars.font.size.xs, color: vars.color.muted })

export const figure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' })

export const percent = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.danger,
})

export const searchForm = style({
  display: 'flex',
  paddingBottom: vars.space.sm,
  gap: vars.space.xs,
  alignItems: 'center',
})

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': focus },
})

export const searchButton = style({
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
})

export const section = style({ display: 'flex', flexDirection: 'column' })

export const sectionHeading = style({
  margin: `${vars.space.sm} ${vars.space.sm} 0`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const error = style({
  margin: vars.space.sm,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
})

export const summary = style({
  margin: `${vars.space.sm} ${vars.space.sm} 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})
