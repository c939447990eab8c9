import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** The bar's length as a share of the track. */
export const fill = createVar()
const tone = createVar()

export const root = style({
  display: 'inline-grid',
  gridTemplateColumns: 'minmax(24px, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  vars: { [tone]: vars.color.muted },
  selectors: {
    '&[data-tone="hot"]': { vars: { [tone]: vars.color.danger } },
    '&[data-tone="cold"]': { vars: { [tone]: vars.color.ballBlue } },
  },
})

export const track = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
})

export const bar = style({
  display: 'block',
  width: fill,
  height: '100%',
  borderRadius: vars.radius.pill,
  background: tone,
})

export const value = style({
  minWidth: '2.5ch',
  textAlign: 'right',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})
