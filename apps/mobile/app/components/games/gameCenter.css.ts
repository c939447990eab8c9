import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '100vh',
  paddingBottom: '90px',
  background: vars.color.background,
})

export const block = style({ padding: `${vars.space.xs} ${vars.space.md}` })

export const tabsBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
})

export const grow = style({ flex: 1, minWidth: 0 })

export const searchHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const noticeList = style({
  display: 'grid',
  gap: vars.space.md,
  maxHeight: '50vh',
  overflowY: 'auto',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
})

export const noticeTitle = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space.xxs })
