import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({ minHeight: '100vh', paddingBottom: '90px', background: vars.color.background })

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
})

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.muted })

export const article = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.font.size.lg })

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
})

/** The promotion's platform-written HTML, on the authored sheet its inline colours were picked for. */
export const content = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.authoredSurface,
  color: vars.color.authoredText,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
})

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' })
