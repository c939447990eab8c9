import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({ display: 'flex' })

export const plus = style({
  alignSelf: 'flex-start',
  display: 'flex',
  alignItems: 'center',
  height: '34px',
  padding: `0 ${vars.space.xxs}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
})

export const special = style({
  position: 'relative',
})
