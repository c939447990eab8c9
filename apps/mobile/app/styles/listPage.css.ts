import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/** The keyboard focus ring of the list pages' own controls (selects, tabs, rows), drawn inside the control. */
export const focusVisible = {
  '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
} as const

/** The current tab of a list page's tab row: bold, with a short bar under it. */
export const currentTab = {
  '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.bold },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    bottom: 0,
    width: '24px',
    height: '3px',
    marginLeft: '-12px',
    borderRadius: vars.radius.pill,
    background: vars.color.brand,
  },
} as const

/** A full-height list page (bills, bet list, reports). */
export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  paddingBottom: vars.space.xl,
})

export const main = style({ display: 'block' })

/** The bar of tabs or filters that stays under the navigation bar while the list scrolls. */
export const bar = style({
  position: 'sticky',
  top: vars.size.header,
  zIndex: 5,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})
