import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({
  marginTop: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xxs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const optionText = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md })
export const optionVotes = style({ fontSize: vars.font.size.xs })

export const actions = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.sm })
