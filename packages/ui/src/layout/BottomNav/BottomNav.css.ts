import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/**
 * The bar's full height: 70 px (docs/product.md, "Look and feel") plus the home-indicator area of notched
 * phones.
 */
export const bottomNavHeight = `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`

export const nav = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  height: bottomNavHeight,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  boxSizing: 'border-box',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
})

export const list = style({
  display: 'flex',
  height: vars.size.bottomNav,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({ flex: 1, display: 'flex' })

export const link = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-4px' },
  },
})
