import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/** A nav page: full height, room for the bottom navigation. */
export const page = style({ minHeight: '100vh', paddingBottom: '90px', background: vars.color.background })

/** A bar that sticks to the top of the page (tabs, filters). */
export const stickyBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

/** A row of controls under the tabs (search box and a switch or button). */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
})

/** The control that takes the toolbar's free width. */
export const grow = style({ flex: 1, minWidth: 0 })
