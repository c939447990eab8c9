import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

const MARKER = '20px'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
})

export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The line joining this step's dot to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: `calc(${MARKER} / 2 - 1px)`,
      top: MARKER,
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:last-child)::before': { background: vars.color.brand },
    '&:last-child': { paddingBottom: 0 },
  },
})

export const marker = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: MARKER,
  height: MARKER,
  borderRadius: '50%',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${step}[data-state="done"] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
      background: vars.color.brand,
    },
    [`${step}[data-state="failed"] &`]: { background: vars.color.danger, borderColor: vars.color.danger },
  },
})

export const body = style({ minWidth: 0, flex: 1 })

const line = { margin: 0, overflowWrap: 'anywhere' } as const

export const label = style({
  ...line,
  fontWeight: vars.font.weight.medium,
  selectors: {
    [`${step}[data-state="upcoming"] &`]: { color: vars.color.muted, fontWeight: vars.font.weight.regular },
    [`${step}[data-state="current"] &`]: { color: vars.color.brandStrong, fontWeight: vars.font.weight.bold },
    [`${step}[data-state="failed"] &`]: { color: vars.color.danger },
  },
})

export const time = style({
  ...line,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const note = style({ ...line, color: vars.color.danger, fontSize: vars.font.size.sm })
