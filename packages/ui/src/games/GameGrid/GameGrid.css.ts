import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Three square tiles per row. */
export const squareGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  listStyle: 'none',
})

/** One wide tile per row. */
export const wideGrid = style([squareGrid, { gridTemplateColumns: 'minmax(0, 1fr)' }])
