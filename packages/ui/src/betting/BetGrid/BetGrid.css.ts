import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Cells per row, set on the grid at run time. */
export const columns = createVar()

export const root = style({ fontFamily: vars.font.family })

export const frame = style({ position: 'relative' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
})

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&[data-selected], &:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
    },
    '&[data-focus-visible], &:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
})

export const face = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
})

export const text = style({
  maxWidth: '100%',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const numbers = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  textAlign: 'center',
  selectors: { [`${cell}[data-selected] &`]: { color: vars.color.brandStrong } },
})

export const odds = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brandStrong,
})

/** Covers the grid while betting is closed and takes every tap, so no cell can be reached by pointer. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.overlay,
  cursor: 'not-allowed',
})

export const overlayText = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  boxShadow: vars.shadow.raised,
})

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  textAlign: 'center',
  // Always in the page so that the message is announced when it appears; empty, it takes no room.
  selectors: { '&:not(:empty)': { marginTop: vars.space.sm } },
})

/** The fieldset of the grid before the page's script runs: no frame of its own. */
export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 })
