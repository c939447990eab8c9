import {
  ALL_PROVIDERS,
  categoryFromHash,
  gameCategories,
  hasProviderFilter,
  isLoggedIn,
  searchGames,
  tileShape,
} from '@liuhe/domain'
import {
  AppHeader,
  Button,
  Carousel,
  FloatingIcon,
  GameCategoryList,
  GameGrid,
  GameShortcuts,
  type GameTileProps,
  Icon,
  Marquee,
  ProviderDrawer,
  SearchBox,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  visuallyHidden,
} from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ShouldRevalidateFunction, useLoaderData, useNavigate } from '@remix-run/react'
import { useState } from 'react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { HeaderAccount } from '#app/components/shell/HeaderAccount.tsx'
import { headerLinks } from '#app/navigation.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import {
  type GameView,
  gamesViewerOf,
  loadCategories,
  loadGameCenterContent,
  loadGamePage,
  systemTimeZone,
} from '#app/server/content/games.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'
import { FOLLOW_ACTION, FollowableGameTile } from './FollowableGameTile.tsx'
import * as styles from './gameCenter.css.ts'
import { NoticeDialog, useNoticeDialog } from './NoticeDialog.tsx'
import { useGameCenterLaunch } from './useGameCenterLaunch.ts'
import { type GameListKey, useGamePages } from './useGamePages.ts'
import { useHashCategory } from './useHashCategory.ts'
import { useProviderFilter } from './useProviderFilter.ts'
import { useShortcuts } from './useShortcuts.ts'

export const access = publicRoute()

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

/** A follow's answer carries the game's new state: the game center does not reload for it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction !== FOLLOW_ACTION && defaultShouldRevalidate

export default function GameCenter() {
  const { viewer, timeZone, categories, hot, slides, marquee, notices, chatEnabled, company } =
    useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [category, setCategory] = useHashCategory()
  const providers = useProviderFilter(category, categories)
  const { filter, dispatch } = providers
  const [topSearch, setTopSearch] = useState('')
  const noticeDialog = useNoticeDialog(notices.length)
  const onShortcut = useShortcuts(viewer.viewer)
  const { launch, dialog } = useGameCenterLaunch(viewer.viewer, timeZone)

  const listKey: GameListKey =
    topSearch !== ''
      ? { scope: 'all', searchText: topSearch }
      : { scope: 'category', category, providers: filter.applied, searchText: filter.search }
  const list = useGamePages(listKey, {
    key: { scope: 'category', category: 'hot', providers: [ALL_PROVIDERS], searchText: '' },
    page: hot,
  })
  const shown = searchGames(list.games, listKey.searchText)

  const launchById = (id: number | string) => {
    const game = list.games.find((g) => g.gameId === Number(id))
    if (game) launch(game)
  }
  const loggedIn = isLoggedIn(viewer.viewer)
  const renderTile = (tile: GameTileProps) => <FollowableGameTile tile={tile} loggedIn={loggedIn} />
  const label = gameCategories.find((c) => c.key === category)?.label ?? ''

  return (
    <main className={styles.page} data-category={category}>
      <h1 className={visuallyHidden}>游戏大厅</h1>
      <AppHeader
        companyName={company.name}
        logoSrc={company.logoUrl}
        {...headerLinks}
        account={
          viewer.balance === null ? null : <HeaderAccount balance={viewer.balance} wallet={viewer.wallet} />
        }
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
          <Carousel slides={slides} priority />
        </div>
      )}
      {marquee && (
        <div className={styles.block}>
          <Marquee text={marquee} label="公告" onPress={noticeDialog.show} />
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
            onLaunch={launchById}
            renderTile={renderTile}
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
                    key={`${category}-${providers.searchKey}`}
                    label="搜索游戏名称"
                    placeholder="请输入游戏名称"
                    onSubmit={(text) => dispatch({ type: 'search', text })}
                    onClear={() => dispatch({ type: 'search', text: '' })}
                  />
                </div>
                {hasProviderFilter(category) && (
                  <Button
                    variant={providers.filtered ? 'primary' : 'secondary'}
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
                onLaunch={launchById}
                renderTile={renderTile}
                aria-label={`${label}游戏`}
              />
            </TabsContent>
          </Tabs>
        </section>
      )}
      <ProviderDrawer
        open={filter.open}
        options={providers.options}
        selected={filter.draft}
        onToggle={(code) => dispatch({ type: 'toggle', code })}
        onReset={() => dispatch({ type: 'reset' })}
        onDone={() => dispatch({ type: 'done' })}
        onClose={() => dispatch({ type: 'close' })}
      />
      {dialog}
      <NoticeDialog notices={notices} open={noticeDialog.open} onOpenChange={noticeDialog.onOpenChange} />
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
