import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { bottomNavHeight } from '../BottomNav/BottomNav.css'

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
})

export const header = style({ flexShrink: 0 })

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  WebkitOverflowScrolling: 'touch',
  selectors: { [`${shell}[data-has-nav] &`]: { paddingBottom: bottomNavHeight } },
})
