import { loginRedirect } from '@liuhe/domain'
import {
  ChatEntryBadge,
  DrawCard,
  type DrawCardProps,
  LotteryTabs,
  PullToRefresh,
  visuallyHidden,
} from '@liuhe/ui'
import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, startTransition, useCallback, useRef, useState } from 'react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as styles from '#app/components/home/home.css.ts'
import { useViewer } from '#app/hooks/useRootData.ts'
import { drawCardLinks } from '#app/navigation.ts'
import type { DrawCardData } from '#app/server/content/lottery.server.ts'
import { AdSlot } from './AdSlot.tsx'
import { FIRST_SCREEN_CARDS } from './firstScreen.ts'
import { LIVE_GAME_ID } from './liveGame.ts'
import { loader } from './loader.server.ts'
import { createPushedDrawStore, type PushedDrawStore, usePushedDraw } from './pushedDraw.ts'
import type { LiveDrawCard, LiveDrawCardReport } from './useLiveDrawCard.ts'
// The feed's code loads after the page, but the server renders it: its styles come with the page.
import '#app/components/templates/records.css.ts'
import '#app/components/templates/templates.css.ts'
import { ALL_CARDS_PARAM } from '#app/components/templates/feedParams.ts'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

export { loader }

// Below the fold or shown after load: their code loads after the page's own (the server still renders them).
const HomeFeed = lazy(() => import('./HomeFeed.tsx').then((m) => ({ default: m.HomeFeed })))
const HomeModals = lazy(() => import('./HomeModals.tsx').then((m) => ({ default: m.HomeModals })))
const InstallPrompts = lazy(() => import('./InstallPrompts.tsx').then((m) => ({ default: m.InstallPrompts })))
const deferred = () => import('./HomeDeferred.ts')
const Carousel = lazy(() => deferred().then((m) => ({ default: m.Carousel })))
const BackToTop = lazy(() => deferred().then((m) => ({ default: m.BackToTop })))
const LiveDrawBlock = lazy(() => deferred().then((m) => ({ default: m.LiveDrawBlock })))
const Theme4Shortcuts = lazy(() => deferred().then((m) => ({ default: m.Theme4Shortcuts })))
const HomeHeader = lazy(() => deferred().then((m) => ({ default: m.HomeHeader })))
// The draw card's live updates (game socket, result polling, the stream) load after the first paint.
const LiveDrawCardDriver = lazy(() =>
  import('./useLiveDrawCard.ts').then((m) => ({ default: m.LiveDrawCardDriver })),
)

/** Where home's 聊天室 entry leads: the room list (docs/product.md, "Chat"). */
const CHAT_ROOMS_HREF = '/chat-rooms'

/**
 * Home's draw card: the loader's draw, or the result the game socket pushed when that is of a later turn
 * (pushedDraw.ts). It reads the pushes itself, so a push re-renders the card at once and nothing else; the
 * revalidation the push starts follows and never takes the card back to an older turn.
 */
function HomeDrawCard({
  draw: loaded,
  pushed,
  ...props
}: { draw: DrawCardData; pushed: PushedDrawStore } & Pick<
  DrawCardProps,
  'streaming' | 'onReplay' | 'onCountdownEnd'
>) {
  const draw = usePushedDraw(pushed, loaded)
  return <DrawCard {...draw} {...drawCardLinks(draw.gameId)} {...props} />
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const lead = page?.slides[0]
  return [
    { title: '六合彩资讯 - 新澳门六合彩开奖直播' },
    { name: 'description', content: '新澳门六合彩最新开奖结果、生肖与波色、开奖倒计时。' },
    // The carousel's first slide is home's largest paint: its request starts from the head, ahead of the
    // stylesheets' and scripts' (the root's preconnect opens the platform's connection beside it).
    ...(lead
      ? [{ tagName: 'link', rel: 'preload', as: 'image', href: lead.imageUrl, fetchpriority: 'high' }]
      : []),
  ]
}

export default function Home() {
  const page = useLoaderData<typeof loader>()
  const viewer = useViewer()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // The result pushes of the page's socket, which the card shows (written by the live driver).
  const [pushed] = useState(createPushedDrawStore)
  // The socket's state and the show: the live driver's report for this page once it runs, else the loader's.
  const liveActions = useRef<LiveDrawCard>()
  const [report, setReport] = useState<LiveDrawCardReport>()
  // A transition: the driver reports as soon as it runs, when parts of the page below may not have hydrated
  // yet (on a busy device). An urgent update reaching a part still hydrating makes React throw that part's
  // server HTML away and render it again (React error 421); a transition lets hydration finish first.
  const reportLive = useCallback((next: LiveDrawCardReport) => startTransition(() => setReport(next)), [])
  // Home's notice and ad modals first, one at a time; the install prompts after them (never stacked). The
  // modals report done on mount when the session has seen them, while the feed may still be hydrating: a
  // transition, like reportLive, so the update does not throw the feed's server HTML away.
  const [modalsDone, setModalsDone] = useState(false)
  /** The install banner's room above the bottom bar while it shows: the back-to-top button rises above it. */
  const [bannerInset, setBannerInset] = useState<string>()
  const modalsFinished = useCallback(() => startTransition(() => setModalsDone(true)), [])
  const card = report?.input === page ? report : { socketStatus: 'idle', show: page.liveShow }

  const select = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams)
    next.delete('code')
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    navigate({ search: next.toString() ? `?${next}` : '' }, { preventScrollReset: true, replace: true })
  }

  const collectionHref = viewer ? '/my-collection' : loginRedirect('/my-collection')
  const standard = page.layout === 'standard'
  // Members see the room list's counts (the loader's chat read); visitors a plain link.
  const chatEntry = page.chat ? (
    <ChatEntryBadge online={page.chat.online} unread={page.chat.unread} href={CHAT_ROOMS_HREF} />
  ) : (
    <a className={styles.shortcut} href={CHAT_ROOMS_HREF}>
      聊天室
    </a>
  )
  return (
    <>
      <Suspense fallback={null}>
        <HomeHeader companyName={page.company.name} logoSrc={page.company.logoSrc} />
      </Suspense>
      <PullToRefresh
        onRefresh={async () => {
          revalidator.revalidate()
        }}
      >
        <main className={styles.page} data-socket={card.socketStatus} data-layout={page.layout}>
          <h1 className={visuallyHidden}>六合彩资讯</h1>
          {standard ? (
            <>
              <nav className={styles.shortcuts} aria-label="快捷入口">
                <span className={styles.chatShortcut}>{chatEntry}</span>
                <a className={styles.shortcut} href="/recommend">
                  推荐
                </a>
                <a className={styles.shortcut} href={collectionHref}>
                  我的收藏
                </a>
              </nav>
              <AdSlot code="AD12" html={page.ads.AD12} />
            </>
          ) : null}
          {standard ? null : <div className={styles.chatEntry}>{chatEntry}</div>}
          <Suspense fallback={null}>
            {page.slides.length ? <Carousel slides={page.slides} label="首页轮播图" priority /> : null}
            {standard ? null : <Theme4Shortcuts noticeText={page.lotteryNotice} />}
          </Suspense>
          <LotteryTabs
            tabs={page.tabs}
            value={page.gameId}
            liveTabId={LIVE_GAME_ID}
            liveDrawTime={page.liveDrawTime}
            onValueChange={(id) => select({ game: id === LIVE_GAME_ID ? '' : String(id), cate: '' })}
          >
            <HomeDrawCard
              draw={page.draw}
              pushed={pushed}
              streaming={
                card.show?.phase === 'streaming'
                  ? { numbers: card.show.numbers, turnNum: card.show.turnNum }
                  : null
              }
              onReplay={() =>
                liveActions.current
                  ? liveActions.current.replay()
                  : navigate(drawCardLinks(page.gameId).replaysHref)
              }
              onCountdownEnd={() => liveActions.current?.onCountdownEnd()}
            />
          </LotteryTabs>
          {standard ? (
            <>
              <AdSlot code="AD01" html={page.ads.AD01} />
              <AdSlot code="AD02" html={page.ads.AD02} />
            </>
          ) : null}
          {card.show ? (
            <Suspense fallback={null}>
              <LiveDrawBlock
                gameName={page.draw.gameName}
                show={card.show}
                onClose={() => liveActions.current?.closeShow()}
              />
            </Suspense>
          ) : null}
          <section aria-label="资讯" className={styles.feedSection}>
            <Suspense fallback={<p className={styles.feedLoading}>加载中…</p>}>
              <HomeFeed
                gameId={page.gameId}
                categories={page.categories}
                category={page.category}
                onCategoryChange={(name) => select({ cate: name })}
                initialPage={page.feed}
                viewer={page.viewer}
                firstRendered={searchParams.has(ALL_CARDS_PARAM) ? undefined : FIRST_SCREEN_CARDS}
              />
            </Suspense>
          </section>
        </main>
      </PullToRefresh>
      <Suspense fallback={null}>
        <LiveDrawCardDriver input={page} pushed={pushed} actions={liveActions} onChange={reportLive} />
      </Suspense>
      <Suspense fallback={null}>
        <BackToTop bottomInset={bannerInset} />
        <InstallPrompts
          onBannerInset={setBannerInset}
          appName={page.company.name}
          iosDownloadUrl={page.company.iosDownloadUrl}
          androidDownloadUrl={page.company.androidDownloadUrl}
          ready={modalsDone}
        />
        <HomeModals notices={page.notices} adHtml={page.ads.AD11} onDone={modalsFinished} />
      </Suspense>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖信息加载失败" />
}
