import { vars } from '@liuhe/ui'
import { style } from '@vanilla-extract/css'
import { currentTab, focusVisible } from '#app/styles/listPage.css.ts'

export { bar, main, page } from '#app/styles/listPage.css.ts'

export const filterForm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
})

export const filterRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm })

export const selectField = style({ display: 'grid', gap: vars.space.xs, flex: 1, minWidth: 0 })

export const fieldLabel = style({ fontSize: vars.font.size.sm, color: vars.color.muted })

export const select = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontFamily: vars.font.family,
  selectors: { ...focusVisible },
})

export const notice = style({
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
})

export const card = style({
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const cardTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const sectionTitle = style({
  margin: `${vars.space.lg} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
})

/** A record of a history list, a link to its detail page. */
export const record = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title amount" "time status"',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { ...focusVisible },
})

export const recordTitle = style({ gridArea: 'title', fontWeight: vars.font.weight.bold, minWidth: 0 })

export const recordAmount = style({
  gridArea: 'amount',
  justifySelf: 'end',
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const recordTime = style({
  gridArea: 'time',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const status = style({
  gridArea: 'status',
  justifySelf: 'end',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="pending"]': { color: vars.color.brandStrong },
    '&[data-tone="done"]': { color: vars.color.success },
    '&[data-tone="failed"]': { color: vars.color.muted },
  },
})

/** Label–value lines of a detail page. */
export const details = style({ margin: 0, display: 'grid', gap: vars.space.sm })

export const detail = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.md,
})

export const term = style({ color: vars.color.muted, flexShrink: 0 })

export const value = style({
  margin: 0,
  textAlign: 'right',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
})

export const empty = style({
  margin: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
})

/** Links of a settings-style menu. */
export const menu = style({
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  selectors: {
    ...focusVisible,
    'li:last-child > &': { borderBottom: 'none' },
  },
})

export const menuLabel = style({ flex: 1, minWidth: 0 })

export const menuHint = style({ color: vars.color.muted, fontSize: vars.font.size.sm })

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const prose = style({
  margin: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  lineHeight: 1.8,
  fontSize: vars.font.size.md,
})

export const summary = style([
  card,
  {
    display: 'grid',
    gap: vars.space.sm,
    textAlign: 'center',
  },
])

export const summaryLabel = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const summaryAmount = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
  fontVariantNumeric: 'tabular-nums',
})

export const summaryFigures = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const th = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
})

export const td = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left', fontWeight: vars.font.weight.medium } },
})

export const tabs = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  color: vars.color.muted,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  selectors: {
    ...focusVisible,
    ...currentTab,
  },
})

export const rewardList = style({ margin: 0, padding: 0, listStyle: 'none' })

export const reward = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.sm,
  },
])

export const rewardTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' })

export const rewardMeta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const rewardAmount = style({
  margin: 0,
  color: vars.color.danger,
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
})

export const rewardSide = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xs })

export const balanceLine = style({
  margin: `${vars.space.sm} ${vars.space.md} 0`,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const message = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const messageHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const messageTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
  selectors: { '[data-read] &': { fontWeight: vars.font.weight.medium } },
})

export const unreadTag = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
})

export const messageTime = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
})

export const messageBody = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
})

export const messageActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })

export const vipHero = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
})

export const vipBadge = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.numeric,
})

export const vipLine = style({ margin: 0, fontSize: vars.font.size.sm })

export const progress = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.35)',
  overflow: 'hidden',
})

export const progressBar = style({ display: 'block', height: '100%', background: vars.color.surface })

export const levelList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' })

export const level = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[aria-current="true"]': {
      background: vars.color.brandSoft,
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.md} ${vars.space.md}`,
    },
  },
})

export const levelName = style({
  gridRow: 'span 2',
  alignSelf: 'center',
  minWidth: '56px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  fontFamily: vars.font.numeric,
})

export const levelNeed = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
})

export const levelBenefits = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm })

export const avatarSet = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 })

export const avatarGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(52px, 1fr))',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
})

export const avatarChoice = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  padding: '2px',
  borderRadius: '50%',
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

/** The radio stays in the accessibility tree and takes the focus; the avatar is what shows. */
export const avatarRadio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

export const proseHeading = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const aboutHero = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
})

export const aboutLogo = style({ display: 'block', height: '56px', width: 'auto' })

export const colorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
})

/** The three colour scheme choices of /setting, side by side. */
export const schemeGrid = style([colorGrid, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }])

export const colorChoice = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, fontWeight: vars.font.weight.bold },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const swatch = style({
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
})

export const chatPreview = style({
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const detailAmount = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const link = style({
  color: vars.color.brandStrong,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' }, ...focusVisible },
})

/** The two script choices of /setting (简体 / 繁體), side by side. */
export const scriptGrid = style([colorGrid, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }])
