import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

export const ball = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: '50%',
    fontFamily: vars.font.numeric,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    color: vars.color.text,
    background: '#fff',
    boxShadow: vars.shadow.inset,
    borderStyle: 'solid',
  },
  variants: {
    color: {
      red: { borderColor: vars.color.ballRed, color: vars.color.ballRed },
      blue: { borderColor: vars.color.ballBlue, color: vars.color.ballBlue },
      green: { borderColor: vars.color.ballGreen, color: vars.color.ballGreen },
    },
    size: {
      sm: { width: '24px', height: '24px', borderWidth: '3px', fontSize: vars.font.size.xs },
      md: { width: '34px', height: '34px', borderWidth: '4px', fontSize: vars.font.size.md },
      lg: { width: '44px', height: '44px', borderWidth: '5px', fontSize: vars.font.size.xl },
    },
    filled: {
      true: { color: '#fff' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { color: 'red', filled: true }, style: { background: vars.color.ballRed } },
    { variants: { color: 'blue', filled: true }, style: { background: vars.color.ballBlue } },
    { variants: { color: 'green', filled: true }, style: { background: vars.color.ballGreen } },
  ],
  defaultVariants: { size: 'md', filled: false },
})

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
})

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  lineHeight: vars.font.lineHeight.tight,
})
