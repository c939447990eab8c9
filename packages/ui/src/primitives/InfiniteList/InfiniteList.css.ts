import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none' })

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const empty = style([status, { padding: `${vars.space.xxl} 0`, fontSize: vars.font.size.md }])

export const sentinel = style({ height: '1px' })
