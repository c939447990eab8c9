import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const launch = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    textAlign: 'center',
    cursor: 'pointer',
    borderRadius: vars.radius.md,
    selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
  },
])

export const media = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
})

export const name = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${tile}[data-shape="wide"] &`]: { textAlign: 'left', paddingLeft: vars.space.xs } },
})

export const maintenance = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  color: '#fff',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '2px',
})

export const follow = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
})
