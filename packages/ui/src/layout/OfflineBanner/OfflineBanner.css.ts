import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  flexShrink: 0,
})
