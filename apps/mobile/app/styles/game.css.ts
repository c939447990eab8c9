import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  minHeight: '100vh',
})

export const history = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.lg })

export const rows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md })

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
})

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const turn = style({ color: vars.color.text, fontWeight: vars.font.weight.medium })

export const empty = style({ margin: 0, color: vars.color.muted, textAlign: 'center' })

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
})

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
})

/** The turns whose replay the history page offers (?type=live-lottery): a wrapping row of links. */
export const replayTurns = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
})

export const replayTurn = style([
  pageLink,
  {
    padding: `0 ${vars.space.md}`,
    fontSize: vars.font.size.sm,
    selectors: { '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
  },
])

/** The live draw page's next draw line, under the player. */
export const liveNext = style({
  margin: `${vars.space.md} 0`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

/** The live draw page: its one card as tall as its content, not the screen. */
export const livePage = style([page, { alignContent: 'start' }])
