import { vars } from '@liuhe/ui'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '100vh',
  padding: vars.space.sm,
  background: vars.color.background,
})

export const shortcuts = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
})

/** The 聊天室 entry at the start of the standard layout's shortcut row. */
export const chatShortcut = style({ marginInlineEnd: 'auto' })

/** Home's 聊天室 entry: the room list, with online and unread counts for members. */
export const chatEntry = style({ display: 'flex', justifyContent: 'flex-end' })

export const shortcut = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
})

/** An ad's platform-written HTML, on the authored sheet its inline colours were picked for (white in dark too). */
export const ad = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.authoredSurface,
  color: vars.color.authoredText,
})

// An ad whose HTML links somewhere is tapped as a whole block (the platform's markup cannot style links).
globalStyle(`${ad} a`, { display: 'block', color: 'inherit', textDecoration: 'none' })

export const adModal = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  background: vars.color.authoredSurface,
  color: vars.color.authoredText,
})

export const feedSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '50vh',
  overflowY: 'auto',
})

export const noticeTitle = style({ margin: 0, fontSize: vars.font.size.md })

export const noticeText = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

/** Above the bottom navigation. */
export const installBanner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 19,
})

export const addToHome = style({ display: 'flex', justifyContent: 'center', padding: vars.space.sm })

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 2 })

export const feedLoading = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

export const liveDraw = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const liveDrawHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const liveDrawTitle = style({ margin: 0, fontSize: vars.font.size.md })

export const liveDrawClose = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
})
