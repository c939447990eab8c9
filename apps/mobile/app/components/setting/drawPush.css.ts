import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

/** The 开奖推送 games to follow: two columns of checkboxes. */
export const followGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const followChoice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, fontWeight: vars.font.weight.bold },
  },
})

globalStyle(`${followChoice} input`, {
  accentColor: vars.color.brand,
  margin: 0,
  width: '18px',
  height: '18px',
})

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

/** The switch's state line: 已开启开奖推送, 通知权限被拒绝… */
export const state = style({ display: 'block', margin: 0, fontSize: vars.font.size.sm })

export const switchBox = style({ display: 'grid', gap: vars.space.sm })
