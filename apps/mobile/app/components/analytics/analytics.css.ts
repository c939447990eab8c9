import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  minHeight: '100vh',
  alignContent: 'start',
  minWidth: 0,
})

export const tabs = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
})

export const tab = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weight.bold,
    },
  },
})

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
})

export const heading = style({ margin: 0, fontSize: vars.font.size.md })

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.xs })

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })

export const choicesLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm })

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  minWidth: '44px',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weight.bold,
    },
  },
})

export const form = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' })

export const input = style({
  width: '88px',
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
})

export const button = style({
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
})

export const familyList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const familyLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm })

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
})

globalStyle(`${table} thead th`, { color: vars.color.muted, fontSize: vars.font.size.xs })

export const scroller = style({ overflowX: 'auto', minWidth: 0 })

export const rows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm })

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
})

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const strong = style({ color: vars.color.text, fontWeight: vars.font.weight.medium })

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
})

export const tag = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})

export const streaks = style({ display: 'grid', gap: vars.space.sm })

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.muted,
  textAlign: 'center',
})

export const textLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
})

export const moreLink = style({
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
})
