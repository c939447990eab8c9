import type { LiveResult } from '@liuhe/api'
import {
  isCompleteSixMark,
  joinNotices,
  loginRedirect,
  parseChinaTime,
  parseOpenNum,
  sortCarousel,
} from '@liuhe/domain'
import { Chips, DrawCard, LotteryTabs, PullToRefresh, visuallyHidden } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { AdSlot } from '#app/components/home/AdSlot.tsx'
import { HomeHeader } from '#app/components/home/HomeHeader.tsx'
import { homeLayoutOf } from '#app/components/home/homeLayout.ts'
import { env } from '#app/env.server.ts'
import { platformFailure } from '#app/errors.server.ts'
import { useDrawPolling } from '#app/hooks/useDrawPolling.ts'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { useLiveDraw } from '#app/hooks/useLiveDraw.ts'
import { useViewer } from '#app/hooks/useRootData.ts'
import { type DrawCardData, liveDrawOf, toDrawCardData } from '#app/lottery.server.ts'
import { drawCardLinks } from '#app/navigation.ts'
import { assetUrl, gameSocketBase, platformFor, platformUrl } from '#app/platform.server.ts'
import { sanitizeHtml } from '#app/sanitize.server.ts'
import { commitSession, getSession } from '#app/session.server.ts'
import * as styles from '#app/styles/home.css.ts'
// The feed's code loads after the page, but the server renders it: its styles come with the page.
import '#app/components/templates/templates.css.ts'
import { INFORMATION_GAMES, loadTemplateFeed, publicViewer } from '#app/templates.server.ts'
import { getViewer } from '#app/viewer.server.ts'

// Below the fold or shown after load: their code loads after the page's own (the server still renders them).
const TemplateFeed = lazy(() =>
  import('#app/components/templates/TemplateFeed.tsx').then((m) => ({ default: m.TemplateFeed })),
)
const HomeModals = lazy(() =>
  import('#app/components/home/HomeModals.tsx').then((m) => ({ default: m.HomeModals })),
)
const InstallPrompts = lazy(() =>
  import('#app/components/home/InstallPrompts.tsx').then((m) => ({ default: m.InstallPrompts })),
)
const deferred = () => import('#app/components/home/HomeDeferred.ts')
const Carousel = lazy(() => deferred().then((m) => ({ default: m.Carousel })))
const BackToTop = lazy(() => deferred().then((m) => ({ default: m.BackToTop })))
const LiveDrawBlock = lazy(() => deferred().then((m) => ({ default: m.LiveDrawBlock })))
const Theme4Shortcuts = lazy(() => deferred().then((m) => ({ default: m.Theme4Shortcuts })))

/** The live Macau six-mark game (spec: live tab id 110). */
const LIVE_GAME_ID = 110

export const meta: MetaFunction = () => [
  { title: '六合彩资讯 - 新澳门六合彩开奖直播' },
  { name: 'description', content: '新澳门六合彩最新开奖结果、生肖与波色、开奖倒计时。' },
]

const gameIds = INFORMATION_GAMES.map((g) => g.gameId)
const querySchema = z.object({
  game: z.coerce
    .number()
    .refine((id) => gameIds.includes(id as (typeof gameIds)[number]))
    .catch(LIVE_GAME_ID),
  cate: z.string().max(30).catch(''),
  code: z.string().trim().max(32).optional().catch(undefined),
})

/** The HTML of an ad slot's first item, sanitized. */
function adHtml(
  ads: readonly { templateCode: string; status: number; groups: { items: { content: string }[] }[] }[],
  code: string,
) {
  const slot = ads.find((ad) => ad.templateCode === code && ad.status === 1)
  const content = slot?.groups[0]?.items[0]?.content
  return content ? sanitizeHtml(content) : undefined
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const api = platformFor(request)
  const headers = new Headers()
  if (query.code) {
    // ?code= is an agent's promotion code: the register form prefills it.
    const session = await getSession(request)
    session.set('intrCode', query.code)
    headers.append('Set-Cookie', await commitSession(session))
  }
  // Only the draw is essential; every other block shows empty when its call fails (spec section 8).
  const optional = <T,>(call: Promise<T>, fallback: T) => call.catch(() => fallback)
  const layout = homeLayoutOf(env.THEME)
  try {
    const [info, company, slides, notices, lotteryNotices, ads, categories, feed, state] = await Promise.all([
      api.lottery.openInfo(query.game, request.signal),
      optional(api.content.company(), null),
      optional(api.content.carousel(), []),
      optional(api.content.notices('index_notice'), []),
      layout === 'theme4' ? optional(api.content.notices('lottery_notice'), []) : [],
      optional(api.templates.ads(undefined, request.signal), []),
      optional(api.templates.playCategories({ gameId: query.game, location: 'index' }, request.signal), []),
      loadTemplateFeed(request, { gameId: query.game, playCateName: query.cate, page: 1 }),
      getViewer(request),
    ])
    return data(
      {
        layout,
        gameId: query.game,
        tabs: INFORMATION_GAMES.map((g) => ({ id: g.gameId, name: g.gameName })),
        category: query.cate,
        draw: toDrawCardData(info),
        live: liveDrawOf(info, assetUrl),
        socketBase: gameSocketBase(),
        // Pushed stream and replay paths are relative to the platform as the browser reaches it.
        platformOrigin: platformUrl('/'),
        company: {
          name: company?.name ?? '六合资讯',
          logoSrc: company ? assetUrl(company.logoUrl) : '',
          iosDownloadUrl: company?.iosDownloadUrl ?? '',
          androidDownloadUrl: company?.androidDownloadUrl ?? '',
        },
        slides: sortCarousel(slides).map((slide) => ({
          id: slide.id,
          imageUrl: assetUrl(slide.noticeContent),
          href: slide.redirectUrl || undefined,
          alt: slide.noticeTitle || '轮播图',
        })),
        notices,
        lotteryNotice: joinNotices(lotteryNotices),
        ads: {
          AD12: adHtml(ads, 'AD12'),
          AD01: adHtml(ads, 'AD01'),
          AD02: adHtml(ads, 'AD02'),
          AD11: adHtml(ads, 'AD11'),
        },
        categories: [...categories].sort((a, b) => a.sort - b.sort).map((c) => c.playCateName),
        feed,
        viewer: publicViewer(state.viewer),
      },
      { headers },
    )
  } catch (error) {
    platformFailure(error)
  }
}

/** Applies a result push to the card: a newer complete result replaces the previous one. */
function withPush(draw: DrawCardData, push: LiveResult | undefined): DrawCardData {
  if (!push || push.type !== 'RESULT' || push.turnNum === draw.previous?.turnNum) return draw
  const numbers = parseOpenNum(push.openNum)
  if (!isCompleteSixMark(numbers)) return draw
  const drawTime = push.openTime ? parseChinaTime(push.openTime) : Date.now()
  return { ...draw, previous: { turnNum: push.turnNum, numbers, drawTime } }
}

export default function Home() {
  const page = useLoaderData<typeof loader>()
  const viewer = useViewer()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [push, setPush] = useState<LiveResult>()
  const live = useLiveDraw(page.gameId, page.live)

  const socketStatus = useGameSocket(page.socketBase, page.gameId, (result) => {
    live.onPush(result, result.liveUrl ? new URL(result.liveUrl, page.platformOrigin).href : '')
    if (result.type === 'RESULT') setPush(result)
    // The next turn and its close time come from the platform.
    revalidator.revalidate()
  })

  const select = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams)
    next.delete('code')
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    navigate({ search: next.toString() ? `?${next}` : '' }, { preventScrollReset: true, replace: true })
  }

  const shown = withPush(page.draw, push)
  const polling = useDrawPolling(
    shown.previous?.turnNum,
    shown.previous?.numbers.join(',') ?? '',
    revalidator.revalidate,
  )
  const collectionHref = viewer ? '/my-collection' : loginRedirect('/my-collection')
  const replay = () => {
    const turnNum = shown.previous?.turnNum
    if (turnNum && live.replay(turnNum)) return
    navigate(drawCardLinks(page.gameId).replaysHref)
  }
  const standard = page.layout === 'standard'
  return (
    <>
      <HomeHeader companyName={page.company.name} logoSrc={page.company.logoSrc} />
      <PullToRefresh
        onRefresh={async () => {
          revalidator.revalidate()
        }}
      >
        <main className={styles.page} data-socket={socketStatus} data-layout={page.layout}>
          <h1 className={visuallyHidden}>六合彩资讯</h1>
          {standard ? (
            <>
              <nav className={styles.shortcuts} aria-label="快捷入口">
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
          <Suspense fallback={null}>
            {page.slides.length ? <Carousel slides={page.slides} label="首页轮播图" priority /> : null}
            {standard ? null : <Theme4Shortcuts noticeText={page.lotteryNotice} />}
          </Suspense>
          <LotteryTabs
            tabs={page.tabs}
            value={page.gameId}
            liveTabId={LIVE_GAME_ID}
            onValueChange={(id) => select({ game: id === LIVE_GAME_ID ? '' : String(id), cate: '' })}
          >
            <DrawCard
              {...shown}
              {...drawCardLinks(shown.gameId)}
              streaming={live.show?.phase === 'streaming' ? { numbers: live.show.numbers } : null}
              onReplay={replay}
              onCountdownEnd={() => polling.start(shown.next.turnNum)}
            />
          </LotteryTabs>
          {standard ? (
            <>
              <AdSlot code="AD01" html={page.ads.AD01} />
              <AdSlot code="AD02" html={page.ads.AD02} />
            </>
          ) : null}
          {live.show ? (
            <Suspense fallback={null}>
              <LiveDrawBlock gameName={shown.gameName} show={live.show} onClose={live.close} />
            </Suspense>
          ) : null}
          <section aria-label="资讯" className={styles.feedSection}>
            {page.categories.length ? (
              <Chips
                aria-label="玩法分类"
                pinned={1}
                items={['全部', ...page.categories].map((name) => ({ value: name, label: name }))}
                value={page.category || '全部'}
                onChange={(name) => select({ cate: name === '全部' ? '' : name })}
              />
            ) : null}
            <Suspense fallback={<p className={styles.feedLoading}>加载中…</p>}>
              <TemplateFeed
                key={`${page.gameId}-${page.category}`}
                gameId={page.gameId}
                playCateName={page.category}
                initialPage={page.feed}
                viewer={page.viewer}
              />
            </Suspense>
          </section>
        </main>
      </PullToRefresh>
      <Suspense fallback={null}>
        <BackToTop />
        <InstallPrompts
          appName={page.company.name}
          iosDownloadUrl={page.company.iosDownloadUrl}
          androidDownloadUrl={page.company.androidDownloadUrl}
        />
        <HomeModals notices={page.notices} adHtml={page.ads.AD11} />
      </Suspense>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖信息加载失败" />
}
