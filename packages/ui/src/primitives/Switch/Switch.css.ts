import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
})

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
  borderRadius: vars.radius.pill,
  background: vars.color.muted,
  transition: 'background-color 150ms ease',
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.brand },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms ease',
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(18px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
