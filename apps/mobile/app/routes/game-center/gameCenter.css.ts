import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export { grow, page, stickyBar as tabsBar, toolbar } from '#app/components/shell/layout.css.ts'

export const block = style({ padding: `${vars.space.xs} ${vars.space.md}` })

export const searchHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
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
