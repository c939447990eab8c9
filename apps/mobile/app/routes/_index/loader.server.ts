import { formatDate, joinNotices, sortCarousel } from '@liuhe/domain'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { ALL_CARDS_PARAM } from '#app/components/templates/feedParams.ts'
import { initialLiveDraw } from '#app/hooks/useLiveDraw.ts'
import { htmlLinksForGame } from '#app/navigation.ts'
import { commitSession, getSession } from '#app/server/auth/session.server.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { sharedData } from '#app/server/cache/shared.server.ts'
import { chatEntryCounts } from '#app/server/chat/chatEntry.server.ts'
import { liveDrawOf, toDrawCardData } from '#app/server/content/lottery.server.ts'
import {
  firstCardsOf,
  INFORMATION_GAMES,
  loadTemplateFeed,
  publicViewer,
} from '#app/server/content/templates.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { assetUrl, gameSocketBase, platformFor, platformUrl } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'
import { sanitizeHtml } from '#app/server/security/sanitize.server.ts'
import { FIRST_SCREEN_CARDS } from './firstScreen.ts'
import { homeLayoutOf } from './homeLayout.ts'
import { LIVE_GAME_ID } from './liveGame.ts'

const gameIds = INFORMATION_GAMES.map((g) => g.gameId)
const querySchema = z.object({
  game: z.coerce
    .number()
    .refine((id) => gameIds.includes(id as (typeof gameIds)[number]))
    .catch(LIVE_GAME_ID),
  cate: z.string().max(30).catch(''),
  code: z.string().trim().max(32).optional().catch(undefined),
  [ALL_CARDS_PARAM]: z.string().max(8).optional().catch(undefined),
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

/**
 * The home page of the chosen game (`?game=`, Macau by default) and play category (`?cate=`): its draw card,
 * the theme's layout, company, carousel, notices, ad slots, play categories and the first screenful of the
 * information feed's first page (slim cards: the rows a collapsed card shows). Everything but the draw (read fresh: a
 * live push revalidates the page for the next turn) and the feed's favourites and poll choices is the same
 * for every visitor: it is read once per key within the shared data's time to live
 * (`sharedData`), so a draw-time crowd of members makes one platform call per key, not one each.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readQuery(request, querySchema)
  const api = platformFor(request)
  // Shared loads run without this request's signal (others may wait for them); this request stops waiting
  // on its own.
  const shared = <T>(key: string, load: () => Promise<T>) => sharedData(key, load, request.signal)
  const headers = new Headers()
  if (query.code) {
    // ?code= is an agent's promotion code: the register form prefills it.
    const session = await getSession(request)
    session.set('intrCode', query.code)
    headers.append('Set-Cookie', await commitSession(session))
  }
  // Only the draw is essential: every other block shows empty when its call fails, so the page still opens.
  const optional = <T>(call: Promise<T>, fallback: T) => call.catch(() => fallback)
  const layout = homeLayoutOf(env.THEME)
  try {
    // The draw is read fresh: a live push revalidates the page to show the next turn (never a kept one);
    // the shared cards are kept per turn for the same reason.
    const drawInfo = api.lottery.openInfo(query.game, request.signal)
    // The live tab's draw-time label reads the live game's next draw from the platform (one source with the
    // card's countdown), never a fixed label; with another game chosen it is read on its own (optional).
    const liveInfo =
      query.game === LIVE_GAME_ID
        ? drawInfo
        : optional(
            shared(`lottery:openInfo:${LIVE_GAME_ID}`, () => api.lottery.openInfo(LIVE_GAME_ID)),
            null,
          )
    const [info, liveNext, company, slides, notices, lotteryNotices, ads, categories, feed, state, chat] =
      await Promise.all([
        drawInfo,
        liveInfo,
        optional(
          shared('content:company', () => api.content.company()),
          null,
        ),
        optional(
          shared('content:carousel', () => api.content.carousel()),
          [],
        ),
        optional(
          shared('content:notices:index_notice', () => api.content.notices('index_notice')),
          [],
        ),
        layout === 'theme4'
          ? optional(
              shared('content:notices:lottery_notice', () => api.content.notices('lottery_notice')),
              [],
            )
          : [],
        optional(
          shared('home:ads', async () => {
            const ads = await api.templates.ads()
            return {
              AD12: adHtml(ads, 'AD12'),
              AD01: adHtml(ads, 'AD01'),
              AD02: adHtml(ads, 'AD02'),
              AD11: adHtml(ads, 'AD11'),
            }
          }),
          { AD12: undefined, AD01: undefined, AD02: undefined, AD11: undefined },
        ),
        optional(
          shared(`templates:playCategories:${query.game}:index`, async () =>
            [...(await api.templates.playCategories({ gameId: query.game, location: 'index' }))]
              .sort((a, b) => a.sort - b.sort)
              .map((c) => c.playCateName),
          ),
          [],
        ),
        loadTemplateFeed(request, {
          gameId: query.game,
          playCateName: query.cate,
          page: 1,
          turn: drawInfo.then((info) => info.cur.turnNum),
        }),
        getViewer(request),
        // The 聊天室 entry's counts (members; the room list is shared like the reads above).
        optional(chatEntryCounts(request), undefined),
      ])
    // The stream is the platform's `/live/…` path, not an upload (`assetUrl` would put it under /sys-upload/).
    const live = liveDrawOf(info, platformUrl)
    return data(
      {
        layout,
        gameId: query.game,
        tabs: INFORMATION_GAMES.map((g) => ({ id: g.gameId, name: g.gameName })),
        /** The live tab's draw time (China time HH:mm of the live game's next draw); absent when unread. */
        liveDrawTime: liveNext ? formatDate(liveNext.cur.closeTime, 'HH:mm') : undefined,
        category: query.cate,
        draw: toDrawCardData(info),
        live,
        // What the live-draw block shows before any push (the page's live hooks load after its first paint).
        liveShow: initialLiveDraw(query.game, live).show,
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
        // A 开奖直播 ad seeded without a game (`/lottery-live`) opens the live view of the game on show.
        ads: {
          AD12: ads.AD12 && htmlLinksForGame(ads.AD12, query.game),
          AD01: ads.AD01 && htmlLinksForGame(ads.AD01, query.game),
          AD02: ads.AD02 && htmlLinksForGame(ads.AD02, query.game),
          AD11: ads.AD11 && htmlLinksForGame(ads.AD11, query.game),
        },
        categories,
        // The server renders the first screenful of cards; the rest of the page is read by the browser when
        // the reader scrolls near it (TemplateFeed), unless the page is asked for every card (no JavaScript).
        feed: query[ALL_CARDS_PARAM] === undefined ? firstCardsOf(feed, FIRST_SCREEN_CARDS) : feed,
        viewer: publicViewer(state.viewer),
        /** The 聊天室 entry's online and unread counts; absent for visitors or when chat refuses. */
        chat: chat ?? null,
      },
      { headers },
    )
  } catch (error) {
    platformFailure(error)
  }
}
