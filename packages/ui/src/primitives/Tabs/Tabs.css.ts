import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
  background: vars.color.surface,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-variant="underline"]': {
      borderBottom: `1px solid ${vars.color.border}`,
      padding: `0 ${vars.space.sm}`,
    },
    '&[data-variant="pill"]': { padding: vars.space.sm },
  },
})

export const trigger = style([
  focusRing,
  {
    position: 'relative',
    flexShrink: 0,
    minHeight: vars.size.touch,
    padding: `0 ${vars.space.md}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.muted,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'color 150ms ease, background-color 150ms ease',
    selectors: {
      '&[data-state="active"]': { color: vars.color.brandStrong, fontWeight: vars.font.weight.bold },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '[data-variant="underline"] > &[data-state="active"]::after': {
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
      '[data-variant="pill"] > &': { minHeight: '32px', borderRadius: vars.radius.pill },
      '[data-variant="pill"] > &[data-state="active"]': {
        background: vars.color.brandStrong,
        color: vars.color.onBrand,
      },
    },
  },
])

export const content = styleVariants({
  md: [focusRing, { paddingTop: vars.space.md, color: vars.color.text }],
  none: [focusRing, { color: vars.color.text }],
})
