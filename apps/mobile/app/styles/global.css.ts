import { vars } from '@liuhe/ui'
import { globalStyle } from '@vanilla-extract/css'

globalStyle('body', {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
})
