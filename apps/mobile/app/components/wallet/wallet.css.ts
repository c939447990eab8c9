import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'

/** A wallet page under its NavBar. */
export const page = style({
  minHeight: '100dvh',
  background: vars.color.background,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
})

/** A white block of the page. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

/** The balance banner at the top of recharge and withdraw. */
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
})

export const balanceLabel = style({ fontSize: vars.font.size.sm, opacity: 0.9 })

export const balanceValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const groupTitle = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
})

/** Channel tiles, two to a row. */
export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weight.bold,
    },
  },
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

/** Label / value rows (order details, limits, account details). */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
})

export const term = style({ color: vars.color.muted, whiteSpace: 'nowrap' })

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weight.medium,
})

/** A value with its 复制 button at the row's end. */
export const copyRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brandStrong,
  fontVariantNumeric: 'tabular-nums',
})

export const copy = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
})

export const note = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  lineHeight: 1.6,
})

export const qr = style({
  alignSelf: 'center',
  width: '200px',
  height: '200px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
})

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
})

export const statusTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
})

export const statusBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-status="credited"]': { background: vars.color.success, color: '#ffffff' },
  },
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium })

export const input = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const fieldError = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.danger })

export const link = style({
  color: vars.color.brandStrong,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
})

/** The 打码量 table. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
})

export const th = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const td = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const met = style({
  color: vars.color.success,
  selectors: { '&[data-met="false"]': { color: vars.color.danger } },
})

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  listStyle: 'none',
})

/** Two equal tabs (银行卡 / USDT地址). */
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
})

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
})
