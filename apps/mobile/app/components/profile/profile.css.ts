import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '100dvh',
  background: vars.color.background,
  paddingBottom: vars.space.lg,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
})

export const identity = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const account = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const tag = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
})

export const guestActions = style({ display: 'flex', gap: vars.space.sm })

export const welfare = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

export const card = style({
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const vipCard = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    marginTop: `calc(-1 * ${vars.space.xl})`,
    color: vars.color.text,
    textDecoration: 'none',
  },
])

export const vipLevel = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.gradient.accent,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
})

export const vipText = style({ fontSize: vars.font.size.xs, color: vars.color.muted, whiteSpace: 'nowrap' })

export const progress = style({
  flex: 1,
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
})

export const progressBar = style({ display: 'block', height: '100%', background: vars.color.brand })

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontWeight: 'normal',
})

export const walletRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })

export const balance = style({
  margin: `${vars.space.xxs} 0 0`,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
})

export const unit = style({ marginInlineStart: vars.space.xxs, fontSize: vars.font.size.sm })

export const walletActions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm })

export const shortcutGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  textDecoration: 'none',
})

/** A shortcut's second line (the chat's online count). */
export const shortcutNote = style({ marginTop: `calc(-1 * ${vars.space.xs})`, color: vars.color.muted })

export const logout = style({ margin: `${vars.space.lg} ${vars.space.md} 0` })
