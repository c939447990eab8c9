import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { installBannerHeightPx } from './height'

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `${installBannerHeightPx}px`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  boxSizing: 'border-box',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const icon = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
})

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs })

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const description = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
})
