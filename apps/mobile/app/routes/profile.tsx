import {
  activeNavItem,
  bottomNavigation,
  loginRedirect,
  nextVipLevel,
  themeFeatures,
  vipProgress,
} from '@liuhe/domain'
import { Avatar, Button, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/profile/profile.css.ts'
import { type Shortcut, Shortcuts } from '#app/components/profile/Shortcuts.tsx'
import { VipCard } from '#app/components/profile/VipCard.tsx'
import { WalletCard } from '#app/components/profile/WalletCard.tsx'
import { forgetKeptPages } from '#app/keptPages.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { getViewer, readBesideViewer, summarize } from '#app/server/auth/viewer.server.ts'
import { type ChatEntryCounts, chatEntryCounts } from '#app/server/chat/chatEntry.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '我的' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const vipEnabled = themeFeatures[env.THEME].vipEnabled
  const vipRules = vipEnabled
    ? readBesideViewer(request, (token) => platformFor(request, token).user.vipRules())
    : undefined
  const state = await getViewer(request)
  const viewer = summarize(state.profile)
  const headers = { 'Cache-Control': 'private, no-store' }
  // A theme whose bottom navigation has no 我的 (theme2) shows no bar here: the page gets a back button.
  const inBottomNav = activeNavItem(bottomNavigation[env.THEME], '/profile') !== undefined
  if (!viewer || !state.profile || !state.token) {
    return data({ viewer: null, vip: null, chat: null, inBottomNav }, { headers })
  }
  const level = state.profile.userInfo.vipLevel
  const [rules, chat] = await Promise.all([
    vipRules ? vipRules.catch(() => []) : [],
    chatEntryCounts(request).catch(() => undefined),
  ])
  const vip = vipEnabled
    ? {
        level,
        nextLevel: nextVipLevel(level),
        progress: vipProgress(state.profile.userInfo.cycleBetAmount, level, rules),
      }
    : null
  return data({ viewer, vip, chat: chat ?? null, inBottomNav }, { headers })
}

/** The profile page's shortcuts; 推广赚钱 only for agents. */
function shortcutsFor(unreadCount: number, isAgent: boolean): Shortcut[] {
  const items: Shortcut[] = [
    { href: '/bills', label: '资金明细', icon: 'wallet' },
    { href: '/bet-list', label: '投注记录', icon: 'betList' },
    { href: '/live-betting', label: '游戏记录', icon: 'gameCenter' },
    { href: '/betting-bonus', label: '洗码返水', icon: 'gift' },
    { href: '/my-collection', label: '我的收藏', icon: 'star' },
    { href: '/recharge-history', label: '充值记录', icon: 'plus' },
    { href: '/notifications', label: '消息通知', icon: 'bell', badge: unreadCount },
    { href: '/withdraw-history', label: '提现记录', icon: 'check' },
  ]
  if (isAgent) items.push({ href: '/agent', label: '推广赚钱', icon: 'promotions' })
  return items
}

/** The profile's service shortcuts; 聊天室 shows the chat's online and unread counts when it has them. */
function serviceShortcutsFor(chat: ChatEntryCounts | null): Shortcut[] {
  return [
    {
      href: '/chat-rooms',
      label: '聊天室',
      icon: 'support',
      ...(chat ? { badge: chat.unread, note: `${chat.online}人在线` } : {}),
    },
    ...serviceShortcuts,
  ]
}

const serviceShortcuts: Shortcut[] = [
  { href: '/security-center', label: '安全中心', icon: 'lock' },
  { href: '/responsible-gaming', label: '负责任博彩', icon: 'heart' },
  { href: '/services', label: '在线客服', icon: 'support' },
  { href: '/setting', label: '设置', icon: 'profile' },
]

export default function Profile() {
  const { viewer, vip, chat, inBottomNav } = useLoaderData<typeof loader>()
  return (
    <main className={styles.page}>
      {inBottomNav ? null : <NavBar title="我的" backHref="/" />}
      <header className={styles.header}>
        <Avatar id={viewer?.avatarId} size="lg" />
        <div className={styles.identity}>
          {viewer ? (
            <>
              <h1 className={styles.account}>{viewer.account}</h1>
              {viewer.isTrial ? <span className={styles.tag}>试玩账户</span> : null}
            </>
          ) : (
            <>
              <h1 className={styles.account}>您还未登录</h1>
              <div className={styles.guestActions}>
                <Button href={loginRedirect('/profile')} size="sm" variant="secondary">
                  登录
                </Button>
                <Button href="/auth/register" size="sm" variant="secondary">
                  注册
                </Button>
              </div>
            </>
          )}
        </div>
        <a className={styles.welfare} href="/bonus-center">
          福利中心
        </a>
      </header>
      {vip ? <VipCard level={vip.level} nextLevel={vip.nextLevel} progress={vip.progress} /> : null}
      {viewer ? <WalletCard balance={viewer.balance} /> : null}
      <Shortcuts label="我的功能" items={shortcutsFor(viewer?.unreadCount ?? 0, viewer?.isAgent ?? false)} />
      <Shortcuts label="服务" items={serviceShortcutsFor(chat)} />
      {viewer ? (
        <Form method="post" action="/logout" className={styles.logout} onSubmit={forgetKeptPages}>
          <Button type="submit" variant="ghost" fullWidth>
            退出登录
          </Button>
        </Form>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="个人中心加载失败" />
}
