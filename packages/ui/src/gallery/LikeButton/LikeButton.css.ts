import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '32px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.muted,
    fontFamily: vars.font.numeric,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger } },
  },
])
