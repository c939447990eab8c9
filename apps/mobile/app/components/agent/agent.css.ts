import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

/** The agent home's header: who the agent is and what rebate they have. */
export const hero = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
})

export const heroTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const heroNote = style({ margin: 0, fontSize: vars.font.size.sm, opacity: 0.9 })

/** The agent home's entries, three to a row. */
export const entries = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '76px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const entryMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weight.bold,
})

/** A GET form on one line: dates or a search with its button. */
export const filter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm })

export const filterField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 40%',
  minWidth: 0,
})

export const list = style({
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
})

export const links = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })

export const summary = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const choices = style({ display: 'flex', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 })

export const choice = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const declaration = style({
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
})

export const declarationHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const declarationText = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm })

globalStyle(`${choice} input`, { accentColor: vars.color.brand, margin: 0 })
