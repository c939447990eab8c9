import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({ position: 'relative', display: 'inline-flex' })

export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-10px',
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
