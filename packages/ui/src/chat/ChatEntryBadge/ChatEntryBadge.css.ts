import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const button = style({
  position: 'relative',
  display: 'inline-grid',
  gridAutoFlow: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
})

export const title = style({ fontWeight: vars.font.weight.bold })

export const online = style({ fontSize: vars.font.size.xs })

/** The unread count, drawn as the Badge primitive draws its count (primitives/Badge). */
export const unread = style({
  position: 'absolute',
  top: '-6px',
  right: '-6px',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.surface}`,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontFamily: vars.font.numeric,
  fontSize: '10px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '15px',
  textAlign: 'center',
})
