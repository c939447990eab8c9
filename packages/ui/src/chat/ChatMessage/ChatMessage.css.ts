import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
  selectors: { '&[data-own]': { flexDirection: 'row-reverse' } },
})

export const avatarButton = style({
  flexShrink: 0,
  display: 'inline-grid',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    'span&': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const body = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '75%',
  justifyItems: 'start',
  selectors: { [`${message}[data-own] &`]: { justifyItems: 'end' } },
})

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  selectors: { [`${message}[data-own] &`]: { flexDirection: 'row-reverse' } },
})

export const nickname = style({
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const time = style({ fontFamily: vars.font.numeric })

export const staff = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
})

export const bubble = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderTopLeftRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-own]': {
      borderTopLeftRadius: vars.radius.md,
      borderTopRightRadius: vars.radius.sm,
      background: vars.color.brand,
      borderColor: 'transparent',
      color: vars.color.onBrand,
    },
  },
})

export const image = style({
  display: 'block',
  maxWidth: '180px',
  maxHeight: '240px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'cover',
})

export const system = style({
  margin: `${vars.space.xs} auto`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  width: 'fit-content',
  maxWidth: '85%',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const systemTime = style({ fontFamily: vars.font.numeric })

/** The 举报 action beside someone else's nickname: quiet text, a full touch target. */
export const report = style({
  minHeight: '24px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '1px' } },
})
