import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const money = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-negative]': { color: vars.color.danger } },
})
