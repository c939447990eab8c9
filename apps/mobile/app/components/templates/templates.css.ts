import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

export const feed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
/** The no-JavaScript link under a feed whose first screenful only was rendered. */
export const showAll = style({
  display: 'block',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.brand,
})

// A feed is twenty cards long: the browser lays out and paints only those near the screen (the rest keep
// their last known height, so the scrollbar doesn't jump).
globalStyle(`${feed} > *`, { contentVisibility: 'auto', containIntrinsicHeight: 'auto 420px' })

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  paddingBottom: vars.space.xl,
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
})

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
  background: vars.color.surface,
})

export const categories = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'max-content',
  gap: vars.space.xs,
  overflowX: 'auto',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
})

/** Many chips (a long category list): row by row, wrapping onto more rows, every chip whole (no scrolling). */
export const wrapped = style({ display: 'flex', flexWrap: 'wrap', overflowX: 'visible' })

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const documents = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  margin: 0,
  listStyle: 'none',
})

export const document = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.muted })
