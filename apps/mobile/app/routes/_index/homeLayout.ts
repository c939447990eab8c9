import { type HomeLayout, type ThemeName, themeFeatures } from '@liuhe/domain'
import type { IconLinkItem } from '@liuhe/ui'

/** The home layout a theme uses (the domain's `themeFeatures`: theme4 has its own). */
export function homeLayoutOf(theme: ThemeName): HomeLayout {
  return themeFeatures[theme].homeLayout
}

/** The row of five shortcut icons on theme4's home. */
export const theme4Shortcuts: readonly IconLinkItem[] = [
  { key: 'lottery-record', label: '开奖记录', href: '/lottery-record', icon: 'betList' },
  { key: 'databases', label: '资料库', href: '/databases', icon: 'database' },
  { key: 'gallery', label: '图库', href: '/gallery', icon: 'gallery' },
  { key: 'promotional', label: '优惠活动', href: '/promotional', icon: 'gift' },
  { key: 'services', label: '在线客服', href: '/services', icon: 'support' },
]
