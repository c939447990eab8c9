import type { ThemeName } from '@liuhe/domain'
import type { IconLinkItem } from '@liuhe/ui'

/** Home page layouts: the standard one, and theme4's (carousel, shortcuts, notice marquee, information). */
export const homeLayouts = ['standard', 'theme4'] as const
/** A home page layout. */
export type HomeLayout = (typeof homeLayouts)[number]

/** The home layout a theme uses: theme4 has its own, every other theme the standard one. */
export function homeLayoutOf(theme: ThemeName): HomeLayout {
  return theme === 'theme4' ? 'theme4' : 'standard'
}

/** The row of five shortcut icons on theme4's home. */
export const theme4Shortcuts: readonly IconLinkItem[] = [
  { key: 'lottery-record', label: '开奖记录', href: '/lottery-record', icon: 'betList' },
  { key: 'databases', label: '资料库', href: '/databases', icon: 'database' },
  { key: 'gallery', label: '图库', href: '/gallery', icon: 'gallery' },
  { key: 'promotional', label: '优惠活动', href: '/promotional', icon: 'gift' },
  { key: 'services', label: '在线客服', href: '/services', icon: 'support' },
]
