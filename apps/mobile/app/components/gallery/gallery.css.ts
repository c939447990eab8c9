import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export { grow, page, stickyBar as bar, toolbar } from '#app/components/shell/layout.css.ts'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
})

export const detail = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md })

export const latestMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const history = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const historyItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontSize: vars.font.size.sm,
})

export const historyButton = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: vars.radius.sm,
})

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })
