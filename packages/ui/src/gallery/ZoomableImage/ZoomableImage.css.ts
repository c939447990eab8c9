import { createVar, style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

/** Current zoom factor. */
export const scale = createVar()
/** Current pan, x and y in px. */
export const panX = createVar()
export const panY = createVar()

export const root = style({ position: 'relative' })

export const viewport = style([
  focusRing,
  {
    position: 'relative',
    margin: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    touchAction: 'pan-y',
    userSelect: 'none',
    selectors: { '&[data-zoomed]': { touchAction: 'none', cursor: 'grab' } },
  },
])

export const content = style({
  transform: `translate(${panX}, ${panY}) scale(${scale})`,
  transformOrigin: 'center center',
  transition: 'transform 150ms ease-out',
  selectors: { [`${viewport}[data-gesture] &`]: { transition: 'none' } },
})

export const controls = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
})

export const control = style([
  focusRing,
  {
    minWidth: '32px',
    height: '32px',
    borderRadius: vars.radius.pill,
    border: 'none',
    background: vars.color.overlay,
    color: '#fff',
    fontSize: vars.font.size.md,
    cursor: 'pointer',
  },
])
