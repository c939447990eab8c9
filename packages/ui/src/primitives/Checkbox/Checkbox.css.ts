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

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.muted}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const dash = style({ width: '10px', height: '2px', borderRadius: '1px', background: 'currentColor' })
