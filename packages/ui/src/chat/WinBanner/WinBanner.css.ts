import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const banner = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: 'linear-gradient(90deg, #fff4d6, #ffe3a3)',
  color: '#5b3a00',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  boxShadow: vars.shadow.card,
})

export const name = style({ fontWeight: vars.font.weight.bold })

export const reward = style({ color: '#b3261e', fontWeight: vars.font.weight.bold })
