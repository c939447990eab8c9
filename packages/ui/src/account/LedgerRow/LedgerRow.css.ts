import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"head amount" "time balance" "reference reference"',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
})

const line = { margin: 0, minWidth: 0, overflowWrap: 'anywhere' } as const

export const head = style({
  ...line,
  gridArea: 'head',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
})

export const type = style({ fontWeight: vars.font.weight.bold })

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
})

export const amount = style({
  ...line,
  gridArea: 'amount',
  justifySelf: 'end',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  selectors: {
    // Red marks money coming in, as the bet list marks a win.
    '&[data-direction="in"]': { color: vars.color.danger },
    '&[data-direction="out"], &[data-direction="none"]': { color: vars.color.text },
  },
})

export const unit = style({ fontWeight: vars.font.weight.regular, fontSize: vars.font.size.sm })

const small = {
  ...line,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
} as const

export const time = style({ ...small, gridArea: 'time' })

export const balance = style({ ...small, gridArea: 'balance', justifySelf: 'end', whiteSpace: 'nowrap' })

export const reference = style({ ...small, gridArea: 'reference', fontSize: vars.font.size.xs })

export const note = style({ ...small, gridArea: 'note' })

/** A row with a note gets the note's grid row; without one, no empty row (and its gap) is added. */
export const rowWithNote = style({
  gridTemplateAreas: '"head amount" "time balance" "reference reference" "note note"',
})
