import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const entry = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.md}`,
})

export const panel = style({
  position: 'fixed',
  zIndex: 30,
  left: 0,
  right: 0,
  bottom: 0,
  height: '70dvh',
  display: 'flex',
  flexDirection: 'column',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const title = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text })

export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' })
