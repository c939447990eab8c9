import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: '48px 1fr 48px',
  alignItems: 'center',
  minHeight: vars.size.header,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const side = style({ display: 'flex', alignItems: 'center' })

export const end = style([side, { justifyContent: 'flex-end' }])

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
})
