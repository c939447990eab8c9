import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

/** The card's two header colours (from colorTheme); the theme's brand gradient when absent. */
export const gradientFrom = createVar()
export const gradientTo = createVar()
/** MB22 label column width, in characters. */
export const labelWidth = createVar()

export const card = style({
  position: 'relative',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.size.md,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  // The platform's colours can be light: a dark veil keeps white text readable (4.5:1) on any of them.
  background: `linear-gradient(rgba(0, 0, 0, 0.4), rgba(0, 0, 0, 0.4)), linear-gradient(90deg, ${gradientFrom}, ${gradientTo})`,
  color: '#fff',
})

export const heading = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textShadow: '0 1px 1px rgba(0, 0, 0, 0.35)',
})

export const subName = style({ fontSize: vars.font.size.sm, textShadow: '0 1px 1px rgba(0, 0, 0, 0.35)' })

export const tags = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

export const tag = style({
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.28)',
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
})

export const headerAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid rgba(255, 255, 255, 0.8)',
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.22)',
  color: '#fff',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    // The card's own surface, so the brand text on it reads in light and dark.
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brandStrong },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '2px' },
  },
})

export const tabs = style({ borderBottom: `1px solid ${vars.color.border}` })

export const body = style({ position: 'relative', padding: `${vars.space.xs} ${vars.space.md}` })

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `minmax(${labelWidth}, auto) 1fr auto`,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  vars: { [labelWidth]: '5.5em' },
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-active-cover]': {
      color: vars.color.danger,
      background: vars.color.brandSoft,
      marginInline: `calc(-1 * ${vars.space.md})`,
      paddingInline: vars.space.md,
    },
  },
})

export const rowTitle = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' })

export const note = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  selectors: { '&[data-hit]': { color: vars.color.danger, fontWeight: vars.font.weight.bold } },
})

export const picks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const pick = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
  },
  variants: {
    kind: {
      number: { borderRadius: '50%', color: '#fff', fontFamily: vars.font.numeric },
      text: {
        padding: `2px ${vars.space.xxs}`,
        borderRadius: vars.radius.sm,
        background: vars.color.surfaceMuted,
      },
    },
    color: {
      red: { background: `color-mix(in srgb, ${vars.color.ballRed} 85%, #000)` },
      blue: { background: `color-mix(in srgb, ${vars.color.ballBlue} 85%, #000)` },
      green: { background: `color-mix(in srgb, ${vars.color.ballGreen} 85%, #000)` },
      none: {},
    },
    size: {
      lg: { width: '36px', height: '36px', fontSize: vars.font.size.lg },
      md: { width: '30px', height: '30px', fontSize: vars.font.size.md },
      sm: { width: '26px', height: '26px', fontSize: vars.font.size.sm },
      xs: { width: '22px', height: '22px', fontSize: vars.font.size.xs },
      auto: {},
    },
  },
  defaultVariants: { kind: 'text', color: 'none', size: 'auto' },
})

export const hitDot = style({
  position: 'absolute',
  top: '-2px',
  right: '-2px',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger,
  border: '1px solid #fff',
})

export const lockRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: `repeating-linear-gradient(45deg, ${vars.color.surfaceMuted} 0 6px, ${vars.color.border} 6px 8px)`,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const lockCard = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  background: 'rgba(255, 255, 255, 0.86)',
  backdropFilter: 'blur(3px)',
  color: vars.color.brandStrong,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
})

export const lockCardLink = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brandStrong}`, outlineOffset: '2px' } },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})

export const th = style({
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  border: `1px solid ${vars.color.border}`,
})

export const td = style({ padding: vars.space.xs, border: `1px solid ${vars.color.border}` })
export const activeRow = style({})
globalStyle(`${activeRow}[data-active-cover] > *`, {
  color: vars.color.danger,
  background: vars.color.brandSoft,
})

export const centered = style({ justifyContent: 'center' })

export const html = style({
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  margin: 0,
})
globalStyle(`${html} p`, { margin: 0 })

/**
 * HTML written on the platform: its inline colours were picked for a white page, so it sits on the
 * theme's authored sheet (white in dark too); the ring widens the sheet without moving the layout.
 */
export const authored = style({
  background: vars.color.authoredSurface,
  color: vars.color.authoredText,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.authoredSurface}`,
})

export const textItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
})

export const textItemHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })

export const answer = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold })

export const multi = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
})

export const multiTitle = style({ color: vars.color.muted, fontWeight: vars.font.weight.medium })
export const multiContent = style({ margin: 0 })

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const chatLink = style([
  link,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    gridColumn: '1 / -1',
    color: vars.color.brandStrong,
  },
])

export const postMeta = style({ color: vars.color.muted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' })

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-rank="1"]': { background: '#f5c542', color: '#5c3d00' },
    '&[data-rank="2"]': { background: '#c9ced6', color: '#2d333b' },
    '&[data-rank="3"]': { background: '#d99a5b', color: '#3d2000' },
  },
})

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.sm}`,
})

export const expandButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.brandStrong,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})
globalStyle(`${expandButton}[aria-expanded="true"] [data-icon]`, { transform: 'rotate(180deg)' })

export const more = style([link, { color: vars.color.brandStrong, fontSize: vars.font.size.sm }])

export const ad = style({ display: 'block', color: 'inherit', textDecoration: 'none' })

export const multiPair = style({ display: 'contents' })
export const tableWrap = style({ position: 'relative' })
export const postRow = style({ gridTemplateColumns: '1fr auto' })
export const rankRow = style({ gridTemplateColumns: 'auto 5em 1fr auto' })
export const moreRow = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: vars.space.xxs })
