import {
  type Action,
  ALL_PROVIDERS,
  categoryFromHash,
  categoryHash,
  type GameCategory,
  gameCategories,
  hasProviderFilter,
  initialProviderFilter,
  isLoggedIn,
  LOGIN_REQUIRED_MESSAGE,
  loginRedirect,
  providerFilterReducer,
  refusalOf,
  searchGames,
  tileShape,
  toggleFollow,
} from '@liuhe/domain'
import {
  AppHeader,
  Button,
  Carousel,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  FloatingIcon,
  GameCategoryList,
  GameGrid,
  type GameShortcutKey,
  GameShortcuts,
  Icon,
  Marquee,
  ProviderDrawer,
  SearchBox,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useGameLaunch,
  useToast,
  visuallyHidden,
} from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useReducer, useState } from 'react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/games/gameCenter.css.ts'
import { type GameListKey, useGamePages } from '#app/components/games/useGamePages.ts'
import { HeaderAccount } from '#app/components/shell/HeaderAccount.tsx'
import { platformFailure } from '#app/errors.server.ts'
import {
  type GameView,
  gamesViewerOf,
  loadCategories,
  loadGameCenterContent,
  loadGamePage,
  systemTimeZone,
} from '#app/games.server.ts'
import { headerLinks } from '#app/navigation.ts'
import { platformFor } from '#app/platform.server.ts'
import { getViewer } from '#app/viewer.server.ts'

export const meta: MetaFunction = () => [
  { title: '游戏大厅 - 六合彩资讯' },
  { name: 'description', content: '彩票、捕鱼、电子、棋牌、真人与体育游戏大厅。' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request)
  const api = platformFor(request, viewer.token)
  try {
    const timeZone = await systemTimeZone(api)
    const [categories, hot, content] = await Promise.all([
      loadCategories(api),
      loadGamePage(api, { category: 'hot', page: 1, providers: [], searchText: '' }, timeZone, Date.now()),
      loadGameCenterContent(api),
    ])
    return data(
      { viewer: gamesViewerOf(viewer), timeZone, categories, hot, ...content },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error)
  }
}

/** Targets of the five shortcuts and the permission each needs. */
const shortcutTargets: Record<GameShortcutKey, { path: string; action?: Action }> = {
  recharge: { path: '/recharge', action: 'recharge' },
  withdraw: { path: '/withdraw-money', action: 'withdraw' },
  washCode: { path: '/betting-bonus', action: 'washCode' },
  details: { path: '/bills', action: 'details' },
  promotions: { path: '/promotional' },
}

const NOTICE_SEEN_KEY = 'game-center-notice-seen'

/** The category named by the URL hash, kept in sync with back and forward. */
function useHashCategory(): [GameCategory, (c: GameCategory) => void] {
  const [category, setCategory] = useState<GameCategory>('hot')
  useEffect(() => {
    const read = () => setCategory(categoryFromHash(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    window.addEventListener('popstate', read)
    return () => {
      window.removeEventListener('hashchange', read)
      window.removeEventListener('popstate', read)
    }
  }, [])
  const choose = (next: GameCategory) => {
    if (categoryHash(next) !== window.location.hash) window.location.hash = categoryHash(next)
    else setCategory(next)
  }
  return [category, choose]
}

export default function GameCenter() {
  const loaderData = useLoaderData<typeof loader>()
  const { viewer, timeZone, categories, hot, slides, marquee, notices, chatEnabled, company } = loaderData
  const navigate = useNavigate()
  const toast = useToast()
  const [category, setCategory] = useHashCategory()
  const providersOf = (c: GameCategory) =>
    (categories.find((x) => x.key === c)?.providers ?? []).filter((p) => p.liveCode !== ALL_PROVIDERS)
  const [filter, dispatch] = useReducer(providerFilterReducer, initialProviderFilter([]))
  const [topSearch, setTopSearch] = useState('')
  const [noticeOpen, setNoticeOpen] = useState(false)
  const [searchKey, setSearchKey] = useState(0)

  // Changing category resets the provider filter and the in-category search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a category change resets the filter.
  useEffect(() => {
    dispatch({ type: 'categoryChanged', providers: providersOf(category).map((p) => p.liveCode) })
    setSearchKey((k) => k + 1)
  }, [category])

  useEffect(() => {
    if (notices.length > 0 && !window.sessionStorage.getItem(NOTICE_SEEN_KEY)) setNoticeOpen(true)
  }, [notices.length])

  const listKey: GameListKey =
    topSearch !== ''
      ? { scope: 'all', searchText: topSearch }
      : { scope: 'category', category, providers: filter.applied, searchText: filter.search }
  const list = useGamePages(listKey, {
    key: { scope: 'category', category: 'hot', providers: [ALL_PROVIDERS], searchText: '' },
    page: hot,
  })
  const shown = searchGames(list.games, listKey.searchText)

  const back = () => `/game-center${typeof window === 'undefined' ? '' : window.location.hash}`
  const { launch, dialog } = useGameLaunch({
    viewer: viewer.viewer,
    timeZone,
    onNavigate: (path) => navigate(path),
    onLoginRequired: () => navigate(loginRedirect(back())),
    requestPlayLink: async (game) => {
      const form = new FormData()
      form.set('liveCode', game.liveCode ?? '')
      form.set('gameCode', game.gameCode ?? '')
      if (game.gameKind) form.set('gameKind', game.gameKind)
      const response = await fetch('/resources/game-launch', { method: 'POST', body: form })
      return response.json()
    },
    openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    showToast: (message, durationMs) => toast.show(message, { durationMs }),
  })

  const byId = (id: number | string) => list.games.find((g) => g.gameId === Number(id))

  const follow = async (id: number | string) => {
    const game = byId(id)
    if (!game) return
    if (!isLoggedIn(viewer.viewer)) {
      toast.show(LOGIN_REQUIRED_MESSAGE, { durationMs: 2000 })
      return
    }
    const next = toggleFollow(game, true)
    list.update(game.gameId, () => next)
    const form = new FormData()
    form.set('gameId', String(game.gameId))
    form.set('like', String(next.isFollow))
    const response = await fetch('/resources/game-follow', { method: 'POST', body: form }).catch(() => null)
    if (!response?.ok) {
      list.update(game.gameId, () => game)
      const body = (await response?.json().catch(() => null)) as { message?: string } | null
      toast.show(body?.message ?? '操作失败', { durationMs: 2000 })
    }
  }

  const onShortcut = (key: GameShortcutKey) => {
    const target = shortcutTargets[key]
    const refusal = target.action
      ? refusalOf(viewer.viewer, target.action)
      : isLoggedIn(viewer.viewer)
        ? undefined
        : { reason: 'login-required' as const, message: LOGIN_REQUIRED_MESSAGE }
    if (!refusal) return navigate(target.path)
    if (refusal.reason === 'trial') return toast.show(refusal.message, { durationMs: 1000 })
    navigate(loginRedirect(target.path))
  }

  const label = gameCategories.find((c) => c.key === category)?.label ?? ''
  const providerOptions = categories.find((x) => x.key === category)?.providers ?? []
  const filtered = filter.applied[0] !== ALL_PROVIDERS

  return (
    <main className={styles.page} data-category={category}>
      <h1 className={visuallyHidden}>游戏大厅</h1>
      <AppHeader
        companyName={company.name}
        logoSrc={company.logoUrl}
        {...headerLinks}
        account={viewer.balance === null ? null : <HeaderAccount balance={viewer.balance} />}
      />
      <div className={styles.block}>
        <SearchBox
          label="搜索全部游戏"
          placeholder="搜索全部游戏"
          onSubmit={(text) => setTopSearch(text)}
          onClear={() => setTopSearch('')}
        />
      </div>
      {slides.length > 0 && (
        <div className={styles.block}>
          <Carousel slides={slides} />
        </div>
      )}
      {marquee && (
        <div className={styles.block}>
          <Marquee text={marquee} label="公告" onPress={() => setNoticeOpen(notices.length > 0)} />
        </div>
      )}
      <GameShortcuts onSelect={onShortcut} />
      <GameCategoryList
        categories={gameCategories}
        current={category}
        layout={company.appDisplay === 1 ? 'banners' : 'icons'}
      />
      {topSearch !== '' ? (
        <section aria-label="搜索结果">
          <h2 className={styles.searchHeading}>“{topSearch}”的搜索结果</h2>
          <GameGrid
            games={list.games}
            shape="square"
            hasMore={false}
            loading={list.loading}
            error={list.error}
            onLoadMore={() => {}}
            onRetry={list.retry}
            onLaunch={(id) => {
              const g = byId(id)
              if (g) launch(g)
            }}
            onToggleFollow={follow}
            aria-label="搜索结果"
          />
        </section>
      ) : (
        <section aria-label={label}>
          <Tabs value={category} onValueChange={(v) => setCategory(categoryFromHash(v))}>
            <div className={styles.tabsBar}>
              <TabsList aria-label="游戏分类">
                {gameCategories.map((c) => (
                  <TabsTrigger key={c.key} value={c.key}>
                    {c.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value={category} spacing="none">
              <div className={styles.toolbar}>
                <div className={styles.grow}>
                  <SearchBox
                    key={`${category}-${searchKey}`}
                    label="搜索游戏名称"
                    placeholder="请输入游戏名称"
                    onSubmit={(text) => dispatch({ type: 'search', text })}
                    onClear={() => dispatch({ type: 'search', text: '' })}
                  />
                </div>
                {hasProviderFilter(category) && (
                  <Button
                    variant={filtered ? 'primary' : 'secondary'}
                    size="sm"
                    onClick={() => dispatch({ type: 'open' })}
                  >
                    供应商
                  </Button>
                )}
              </div>
              <GameGrid
                games={shown as GameView[]}
                shape={tileShape(category)}
                hasMore={list.hasMore}
                loading={list.loading}
                error={list.error}
                onLoadMore={list.loadMore}
                onRetry={list.retry}
                onLaunch={(id) => {
                  const g = byId(id)
                  if (g) launch(g)
                }}
                onToggleFollow={follow}
                aria-label={`${label}游戏`}
              />
            </TabsContent>
          </Tabs>
        </section>
      )}
      <ProviderDrawer
        open={filter.open}
        options={providerOptions}
        selected={filter.draft}
        onToggle={(code) => dispatch({ type: 'toggle', code })}
        onReset={() => dispatch({ type: 'reset' })}
        onDone={() => dispatch({ type: 'done' })}
        onClose={() => dispatch({ type: 'close' })}
      />
      {dialog}
      <Dialog
        open={noticeOpen}
        onOpenChange={(open) => {
          setNoticeOpen(open)
          if (!open) window.sessionStorage.setItem(NOTICE_SEEN_KEY, '1')
        }}
      >
        <DialogContent title="公告">
          <ul className={styles.noticeList}>
            {notices.map((n) => (
              <li key={n.id}>
                <div className={styles.noticeTitle}>{n.title}</div>
                <div>{n.content}</div>
              </li>
            ))}
          </ul>
          <DialogActions>
            <DialogClose>
              <Button>我知道了</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>
      {chatEnabled && (
        <FloatingIcon aria-label="在线聊天" onClick={() => navigate('/chat-rooms')}>
          <Icon name="support" />
        </FloatingIcon>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="游戏大厅加载失败" />
}
