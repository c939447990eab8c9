import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({ display: 'flex' })

export const plus = style({
  alignSelf: 'flex-start',
  display: 'flex',
  alignItems: 'center',
  height: '34px',
  padding: `0 ${vars.space.xxs}`,
  color: vars.color.muted,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
})

export const special = style({ position: 'relative' })

/** Background and number colour of a racing square, set per position from the number. */
export const squareBackground = createVar()
export const squareInk = createVar()

/** Square side per ball size. */
const squareSide = { sm: '22px', md: '28px', lg: '36px' } as const

export const square = styleVariants(squareSide, (side) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: side,
  height: side,
  borderRadius: vars.radius.sm,
  background: squareBackground,
  color: squareInk,
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: side === squareSide.sm ? vars.font.size.xs : vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.shadow.inset,
}))

const dieSide = { sm: '26px', md: '34px', lg: '44px' } as const

export const die = styleVariants(dieSide, (side) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gridTemplateRows: 'repeat(3, 1fr)',
  width: side,
  height: side,
  padding: '12%',
  boxSizing: 'border-box',
  borderRadius: '22%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
}))

export const pip = style({
  width: '70%',
  height: '70%',
  placeSelf: 'center',
  borderRadius: '50%',
  background: vars.color.text,
  selectors: { '[data-face="1"] &, [data-face="4"] &': { background: vars.color.brand } },
})

export const sum = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  marginLeft: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const sumValue = style({
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
})

const digitSide = { sm: '24px', md: '32px', lg: '40px' } as const

export const digit = styleVariants(digitSide, (side) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: side,
  height: side,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: side === digitSide.sm ? vars.font.size.sm : vars.font.size.lg,
  boxShadow: vars.shadow.inset,
}))
