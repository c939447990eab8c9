import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

/** An ad's platform-written HTML, on the authored sheet its inline colours were picked for. */
export const item = style({
  display: 'block',
  background: vars.color.authoredSurface,
  color: vars.color.authoredText,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})
