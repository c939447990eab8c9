import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family,
})

/** Floated, the legend leaves the fieldset's border and lines up with the chips as a flex item. */
export const label = style({
  float: 'left',
  flexShrink: 0,
  padding: 0,
  marginRight: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

/** A round chip with a dashed inner ring, as betting chips look; 44 px high for touch. */
export const chip = style([
  focusRing,
  {
    flex: '1 1 0',
    minWidth: 0,
    maxWidth: vars.size.touch,
    aspectRatio: '1',
    display: 'grid',
    placeItems: 'center',
    padding: 0,
    borderRadius: '50%',
    border: `2px dashed ${vars.color.brand}`,
    background: vars.color.surface,
    boxShadow: `inset 0 0 0 2px ${vars.color.surface}, inset 0 0 0 4px ${vars.color.brandSoft}`,
    color: vars.color.brandStrong,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'transform 120ms ease, background-color 120ms ease',
    selectors: {
      '&:hover:not([data-disabled])': { background: vars.color.brandSoft },
      '&:active:not([data-disabled])': { transform: 'scale(0.94)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
])
