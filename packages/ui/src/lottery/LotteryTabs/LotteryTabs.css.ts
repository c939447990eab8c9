import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.12)' },
})

export const root = style({ display: 'grid', gap: vars.space.sm })

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
})

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-state="active"]': {
      background: vars.gradient.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const drawTime = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  selectors: { [`${tab}[data-state="active"] &`]: { color: vars.color.onBrand } },
})

export const badge = style({
  position: 'absolute',
  top: '-8px',
  right: '-4px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '16px',
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const panel = style({ outline: 'none' })
