import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/**
 * Before a draw the notice holds only its empty live region: it is taken out of the page's grid, not hidden
 * (hiding would take the region out of the accessibility tree, and the first result would go unannounced).
 */
export const idle = style({ position: 'absolute' })

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderInlineStart: `4px solid ${vars.color.border}`,
  selectors: {
    '&[data-kind="won"]': { borderInlineStartColor: vars.color.danger, background: vars.color.brandSoft },
    '&[data-kind="draw"]': { borderInlineStartColor: vars.color.warning },
  },
})

export const text = style({ display: 'block', flex: 1, minWidth: 0, fontSize: vars.font.size.md })

export const turn = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  marginInlineEnd: vars.space.xs,
})

export const result = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${notice}[data-kind="won"] &`]: { color: vars.color.danger } },
})

export const link = style({
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})
