import { NavBar, Skeleton } from '@liuhe/ui'
import { Link, useLocation, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as styles from './niuniu.css.ts'

/** The pages of lucky niu niu (game 95), in tab order. */
export const niuNiuTabs = [
  { key: 'game', label: '游戏', href: '/game/95/game' },
  { key: 'heat-map', label: '冷热图', href: '/game/95/heat-map' },
  { key: 'joy-ming', label: '开奖明细', href: '/game/95/joy-ming' },
  { key: 'chat', label: '聊天', href: '/game/95/chat' },
] as const
/** One lucky niu niu page. */
export type NiuNiuTab = (typeof niuNiuTabs)[number]['key']

const tabPaths = new Set<string>(niuNiuTabs.map((tab) => tab.href))

/** Props of {@link NiuNiuLayout}. */
export interface NiuNiuLayoutProps {
  /** The game's name as the platform gives it (幸运牛牛). */
  gameName: string
  /** The page shown, marked in the tab row. */
  current: NiuNiuTab
  children: ReactNode
}

/**
 * A lucky niu niu page: the top bar back to the betting page, the tab row (游戏 / 冷热图 / 开奖明细 / 聊天) and
 * the page's content, which gives way to a placeholder while another tab loads.
 */
export function NiuNiuLayout({ gameName, current, children }: NiuNiuLayoutProps) {
  const navigation = useNavigation()
  const location = useLocation()
  const switching =
    navigation.state === 'loading' &&
    navigation.location.pathname !== location.pathname &&
    tabPaths.has(navigation.location.pathname)
  return (
    <>
      <NavBar title={gameName} backHref="/game/95" />
      <nav className={styles.tabs} aria-label={`${gameName}页面`}>
        {niuNiuTabs.map((tab) => (
          <Link
            key={tab.key}
            className={styles.tab}
            to={tab.href}
            aria-current={tab.key === current ? 'page' : undefined}
            prefetch="intent"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <main className={styles.page} aria-busy={switching || undefined}>
        {switching ? (
          <div className={styles.skeleton}>
            <Skeleton height="120px" />
            <Skeleton height="240px" />
          </div>
        ) : (
          children
        )}
      </main>
    </>
  )
}
