import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  lineHeight: 1.6,
})

export const group = style({ display: 'grid', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 })

export const legend = style({ padding: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold })

export const limitNote = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.muted })

export const pendingNote = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.warning })

export const banner = style({
  display: 'block',
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: vars.space.sm,
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger })

export const contacts = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
})

export const contact = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm })

export const contactLink = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold })
