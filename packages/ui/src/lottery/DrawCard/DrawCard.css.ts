import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.25 } })

export const card = recipe({
  base: {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    display: 'grid',
    color: vars.color.text,
  },
  variants: {
    variant: {
      default: { padding: vars.space.lg, gap: vars.space.md },
      compact: { padding: vars.space.md, gap: vars.space.sm },
    },
  },
})

export const result = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})

// Inside the card the result stays on one line: as a flex item, a wrapping row is sized to one ball.
globalStyle(`${result} > ul`, { flexWrap: 'nowrap' })

export const placeholder = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    border: `2px dashed ${vars.color.border}`,
    color: vars.color.muted,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    size: {
      sm: { width: '24px', height: '24px', fontSize: vars.font.size.xs },
      md: { width: '34px', height: '34px', fontSize: vars.font.size.md },
    },
  },
})

export const replay = style({
  marginLeft: 'auto',
  alignSelf: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const liveStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
})

export const liveBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
})

export const liveDot = style({
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  background: vars.color.onBrand,
  animation: `${pulse} 1s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const clock = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const opening = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold })

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const issue = style({ fontSize: vars.font.size.sm, color: vars.color.muted })

export const issueNumber = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.numeric,
})

export const next = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

export const links = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const pending = style({
  fontSize: vars.font.size.md,
  color: vars.color.muted,
  minHeight: '52px',
  display: 'flex',
  alignItems: 'center',
})
