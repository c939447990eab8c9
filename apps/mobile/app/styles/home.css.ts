import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '100vh',
  padding: vars.space.md,
  background: vars.color.background,
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
