import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css'

/**
 * The ball colours are data players know, but green on white is only 3.4:1. Numbers and filled backgrounds
 * use the colour darkened just enough for 4.5:1 text contrast; the ring keeps the true colour.
 */
const ink = (color: string) => `color-mix(in srgb, ${color} 80%, #000)`
const fill = (color: string) => `color-mix(in srgb, ${color} 85%, #000)`

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
      red: { borderColor: vars.color.ballRed, color: ink(vars.color.ballRed) },
      blue: { borderColor: vars.color.ballBlue, color: ink(vars.color.ballBlue) },
      green: { borderColor: vars.color.ballGreen, color: ink(vars.color.ballGreen) },
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
    { variants: { color: 'red', filled: true }, style: { background: fill(vars.color.ballRed) } },
    { variants: { color: 'blue', filled: true }, style: { background: fill(vars.color.ballBlue) } },
    { variants: { color: 'green', filled: true }, style: { background: fill(vars.color.ballGreen) } },
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
