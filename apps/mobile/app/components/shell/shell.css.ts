import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/** Keeps the fixed bottom bar (70 px plus the safe area) from covering the end of the page. */
export const withNav = style({
  paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
})

export const formAlert = style({
  margin: `${vars.space.sm} 0`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
})

/** The VIP private-domain notice's domain: large, selectable, breaking anywhere. */
export const privateDomain = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.lg,
  fontWeight: 600,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  userSelect: 'all',
})
