import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.color.background,
})

export const chat = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
})

/** A public room's people online, under the top bar. */
export const online = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
})

export const chatMain = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' })

export const list = style({ flex: 1, minHeight: 0, display: 'grid' })

export const banner = style({
  position: 'absolute',
  zIndex: 5,
  top: vars.space.xs,
  left: vars.space.sm,
  right: vars.space.sm,
})

export const main = style({ flex: 1, overflowY: 'auto', paddingBottom: vars.space.lg })

export const groupTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
})

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
})

export const notice = style({
  display: 'block',
  margin: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
})

export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm })

export const input = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.md,
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm })

/** The wallet a red packet is taken from, above the send form. */
export const balance = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const shares = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const share = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const center = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm })
