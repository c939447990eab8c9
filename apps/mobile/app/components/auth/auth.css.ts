import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

export const shell = style({
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
})

export const bar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: vars.size.header,
})

export const brand = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.sm} 0 ${vars.space.lg}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
})

export const logo = style({ display: 'block', height: '56px', width: 'auto' })

export const tabs = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
      borderBottomColor: vars.color.brand,
    },
  },
})

export const panel = style({ padding: vars.space.lg })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text })

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.touch,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
})

export const prefix = style({ color: vars.color.muted, fontSize: vars.font.size.md })

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm })

export const captchaImage = style({
  display: 'block',
  width: '96px',
  height: '36px',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
})

export const options = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.font.size.sm,
})

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
})

export const link = style({ color: vars.color.brand, textDecoration: 'none' })

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const secondaryForm = style({ marginTop: vars.space.md })

export const labelRow = style({ display: 'flex', alignItems: 'baseline' })
