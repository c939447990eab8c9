import { vars, visuallyHidden } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/** The slip's height: the page leaves room for it under the grid. */
const SLIP_SPACE = '220px'

export const page = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} ${SLIP_SPACE}`,
  background: vars.color.background,
  minHeight: '100vh',
  alignContent: 'start',
})

export const title = visuallyHidden

export const turnBar = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const turnRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})

export const turnNum = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg })

export const clock = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const clockLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm })

export const closedText = style({ color: vars.color.danger })

export const previous = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 })

export const previousLabel = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
})

export const historyLink = style({
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

export const balance = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const panel = style({ display: 'grid', gap: vars.space.sm })

const chipRow = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.xxs,
  scrollbarWidth: 'none',
})

export const groups = style([chipRow])
export const plays = style([chipRow])

const chip = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const groupLink = style([chip])
export const playLink = style([chip, { minHeight: '36px', fontSize: vars.font.size.sm }])

export const oddsNote = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const legend = visuallyHidden

export const quick = style({
  margin: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const quickRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' })

export const quickLabel = style({ minWidth: '4em', color: vars.color.muted, fontSize: vars.font.size.sm })

export const quickButton = style({
  minWidth: '36px',
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const form = style({ display: 'grid', gap: vars.space.md })

export const leg = style({ display: 'grid', gap: vars.space.xs })

export const legTitle = style({ margin: 0, fontSize: vars.font.size.md })

export const slip = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  maxWidth: '640px',
  marginInline: 'auto',
})

/** The line under the grid linking to the responsible-gambling tools. */
export const footer = style({
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  paddingBlock: vars.space.md,
})

export const footerLink = style({ color: 'inherit', textDecoration: 'underline' })

/** Why a followed bet card filled nothing (已封盘 …). */
export const followNotice = style({
  display: 'block',
  margin: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

/** 分享到聊天室 after a placed form. */
export const share = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
})

export const shareMessage = style({ color: vars.color.danger, fontSize: vars.font.size.sm })
