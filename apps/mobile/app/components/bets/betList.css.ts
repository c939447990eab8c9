import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'
import { currentTab, focusVisible } from '#app/styles/listPage.css.ts'

export { bar, main, page } from '#app/styles/listPage.css.ts'

export const tabs = style({
  display: 'flex',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
})

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    ...focusVisible,
    ...currentTab,
  },
})

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
})

export const summary = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const cancelBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.brandSoft,
})

export const selectedCount = style({ flex: 1, color: vars.color.text, fontSize: vars.font.size.sm })

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
})

export const day = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: focusVisible,
})

export const dayDate = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const dayFigure = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' })

export const dayHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} 0`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const dayTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const filterBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

/** The report's lottery / casino pair above the status tabs. */
export const reportTabs = style([
  tabs,
  { justifyContent: 'center', gap: vars.space.xl, borderBottom: `1px solid ${vars.color.border}` },
])

export const reportMessage = style({
  padding: `${vars.space.xxl} 0`,
  margin: 0,
  color: vars.color.muted,
  textAlign: 'center',
})
