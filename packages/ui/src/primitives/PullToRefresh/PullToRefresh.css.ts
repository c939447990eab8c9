import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** How far the content is pulled down, set at run time. */
export const offsetVar = createVar()

export const root = style({ position: 'relative', overflow: 'hidden', touchAction: 'pan-x pan-y' })

export const indicator = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: offsetVar,
  overflow: 'hidden',
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
})

export const content = style({
  transform: `translateY(${offsetVar})`,
  transition: 'transform 200ms ease',
  selectors: { [`${root}[data-state="pulling"] &, ${root}[data-state="armed"] &`]: { transition: 'none' } },
})

export const arrow = style({
  display: 'inline-flex',
  transition: 'transform 150ms ease',
  selectors: { [`${root}[data-state="armed"] &`]: { transform: 'rotate(180deg)' } },
})
