import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const packet = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"seal texts" "footer footer"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  width: '220px',
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  // Red packets are red in every theme; the text stays white on it.
  background: 'linear-gradient(135deg, #e8473c, #c62f26)',
  color: '#ffffff',
  fontFamily: vars.font.family,
  textAlign: 'left',
  boxShadow: vars.shadow.card,
  selectors: {
    'button&': { cursor: 'pointer' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
    '&[data-state="opened"], &[data-state="grabbed-out"]': {
      background: 'linear-gradient(135deg, #b0453e, #8f2f29)',
    },
  },
})

export const seal = style({
  gridArea: 'seal',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: '#f8d27a',
  color: '#8a2a12',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
})

export const texts = style({ gridArea: 'texts', display: 'grid', gap: '2px', minWidth: 0 })

export const greeting = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const status = style({ fontSize: vars.font.size.sm })

export const footer = style({
  gridArea: 'footer',
  paddingTop: vars.space.xs,
  borderTop: '1px solid rgba(255, 255, 255, 0.35)',
  fontSize: vars.font.size.xs,
})
