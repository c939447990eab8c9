import {
  isApiError,
  type LibraryDocument,
  type RankedTemplate,
  type SearchResults,
  TEMPLATE_LIST_ITEMS_PER_GROUP,
  type Template,
  type TemplateTrackRecord,
  type TemplateViewerState,
} from '@liuhe/api'
import {
  hasMorePages,
  isTemplateShown,
  listDefaults,
  lockClassOf,
  shownTag,
  slimGroups,
  startsExpanded,
  type Viewer,
} from '@liuhe/domain'
import type { TemplateCardData, TemplateCardGroup, TemplateCardItem } from '@liuhe/ui'
import { getViewer, readBesideViewer, type ViewerState } from '#app/server/auth/viewer.server.ts'
import { sharedData } from '#app/server/cache/shared.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { sanitizeHtml } from '#app/server/security/sanitize.server.ts'

/** The six-mark games with information cards and a library (fixed at build time), in tab order. */
export const INFORMATION_GAMES = [
  { gameId: 110, gameName: '新澳门六合彩' },
  { gameId: 70, gameName: '香港六合彩' },
] as const

/** What the cards need to know about the viewer: enough for the lock rules, nothing private. */
export function publicViewer(viewer: Viewer): Viewer {
  return {
    hasToken: viewer.hasToken,
    userInfo: viewer.userInfo ? { type: viewer.userInfo.type, vipLevel: viewer.userInfo.vipLevel } : null,
    extInfo: viewer.extInfo ? { rechMoney: viewer.extInfo.rechMoney } : null,
  }
}

/** Item fields whose value a card reads as absent: off flags (a card checks `=== 1`, or `templateType === 0`). */
const absentWhen: Partial<Record<keyof TemplateCardItem, (value: unknown) => boolean>> = {
  requireLogin: (value) => value !== 1,
  requireRecharge: (value) => value !== 1,
  activeCover: (value) => value !== 1,
  templateType: (value) => value !== 0,
  // No card shows when a row was updated.
  updatedTime: () => true,
}

/**
 * An item without its empty fields ('', null, [], the lock `unlocked`, off flags, its update time): every
 * item field is optional, and absent reads as empty (an absent lock as unlocked, an absent flag as off).
 * A feed page has hundreds of items, mostly blank in their rarely used fields; the page's data (sent once in
 * the HTML and serialized on every render) carries only what is there.
 */
function withoutEmptyFields(item: TemplateCardItem): TemplateCardItem {
  const present: Record<string, unknown> = {}
  for (const key in item) {
    const value = item[key as keyof TemplateCardItem]
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) continue
    if (key === 'locked' && value === 'unlocked') continue
    if (absentWhen[key as keyof TemplateCardItem]?.(value)) continue
    present[key] = value
  }
  return { ...(present as Partial<TemplateCardItem>), id: item.id }
}

/**
 * A platform template as a card draws it: every HTML field sanitized (the card renders it as HTML), and a tag
 * claiming accuracy (精准, 稳中 …) only when the card's track record backs it (domain `shownTag`; without a
 * record, no claim).
 */
export function toCardTemplate(
  template: Template,
  record: TemplateTrackRecord | null = null,
): TemplateCardData {
  return {
    id: template.id,
    gameId: template.gameId,
    templateCode: template.templateCode,
    name: template.name,
    subName: template.subName,
    note1: shownTag(template.note1, record),
    note2: shownTag(template.note2, record),
    colorTheme: template.colorTheme,
    like: template.like,
    vote: template.vote,
    groups: template.groups.map((group) => ({
      id: group.id,
      groupName: group.groupName,
      items: group.items.map((item) =>
        withoutEmptyFields({
          ...item,
          content: sanitizeHtml(item.content),
          multiContents: item.multiContents.map((entry) => ({
            title: entry.title,
            content: sanitizeHtml(entry.content),
          })),
        }),
      ),
    })),
  }
}

/** One page of the information list. */
export interface TemplateFeedPage {
  templates: TemplateCardData[]
  page: number
  totalCount: number
  hasMore: boolean
  /**
   * Only the page's first cards (`firstCardsOf`): the browser reads the whole page from
   * `/resources/template-feed` when the reader nears the end of them.
   */
  partial?: boolean
}

/**
 * The first `count` cards of a feed page, marked partial: what a page sends when the server renders only
 * those (home's first screenful), so the cards below are neither encoded into the page's data nor parsed by
 * the browser before the reader scrolls to them.
 */
export function firstCardsOf(page: TemplateFeedPage, count: number): TemplateFeedPage {
  return page.templates.length <= count
    ? page
    : { ...page, templates: page.templates.slice(0, count), partial: true }
}

/**
 * Which shared copy of a card list suits this viewer: the cards read for one viewer (their locked content
 * withheld by the platform) suit every viewer of the same lock class (domain `lockClassOf`). A signed-in
 * viewer whose profile did not load has no known class: their cards are read for them alone (undefined).
 */
function sharedClassOf(state: ViewerState): string | undefined {
  if (!state.token) return 'guest'
  return state.profile ? lockClassOf(state.viewer) : undefined
}

/** A card without the marks of the member it was read for (their favourite, their poll choice). */
function withoutViewerMarks(card: TemplateCardData): TemplateCardData {
  return { ...card, like: 0, vote: card.vote ? { ...card.vote, optionId: null } : card.vote }
}

/**
 * Cards read once for many viewers (`sharedData`), with this viewer's own marks put back: their favourites
 * and poll choices (one small platform call for the page's cards). Without that answer the cards show
 * unmarked.
 */
async function withViewerMarks(
  request: Request,
  state: ViewerState,
  cards: TemplateCardData[],
  early?: Promise<EarlyMarks>,
): Promise<TemplateCardData[]> {
  if (!state.token || cards.length === 0) return cards
  const ids = cards.map((card) => Number(card.id))
  // Marks read early for the cards the list showed last serve when they cover every card shown now.
  const read = await early?.catch(() => undefined)
  const marks =
    read && ids.every((id) => read.ids.has(id))
      ? read.marks
      : await platformFor(request, state.token)
          .templates.viewerState(ids, request.signal)
          .catch((error: unknown) => {
            if (isApiError(error)) return []
            throw error
          })
  const byId = new Map(marks.map((mark) => [mark.templateId, mark]))
  return cards.map((card) => {
    const mark = byId.get(Number(card.id))
    if (!mark) return card
    return {
      ...card,
      like: mark.like,
      vote: card.vote ? { ...card.vote, optionId: mark.optionId } : card.vote,
    }
  })
}

/** A member's marks read before their list was known, and the cards they were read for. */
interface EarlyMarks {
  ids: ReadonlySet<number>
  marks: TemplateViewerState[]
}

/**
 * The cards each feed page showed last (by game, category and page), for reading a member's marks before the
 * list is known: home's feed waits for the current turn (the draw) and the viewer's lock class before it
 * knows its cards, and the marks would wait for both. A page whose cards changed reads the marks again.
 */
const lastFeedIds = new Map<string, number[]>()

/** Starts reading a member's marks for the cards a feed page showed last; undefined when none is known. */
function earlyMarks(request: Request, feedKey: string): Promise<EarlyMarks> | undefined {
  const ids = lastFeedIds.get(feedKey)
  if (!ids?.length) return undefined
  return readBesideViewer(request, async (token) => ({
    ids: new Set(ids),
    marks: await platformFor(request, token).templates.viewerState(ids, request.signal),
  }))
}

/** Keeps the cards a feed page showed (a few hundred pages at most: games × categories × pages). */
function rememberFeedIds(feedKey: string, cards: readonly TemplateCardData[]) {
  if (!lastFeedIds.has(feedKey) && lastFeedIds.size >= 500) lastFeedIds.clear()
  lastFeedIds.set(
    feedKey,
    cards.map((card) => Number(card.id)),
  )
}

/**
 * The value of `load` for this viewer: read once for every viewer of their lock class within the shared
 * data's time to live (without the reading member's marks), or for them alone when their class is unknown.
 */
function forLockClass<T>(
  request: Request,
  state: ViewerState,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const lockClass = sharedClassOf(state)
  return lockClass === undefined ? load() : sharedData(`${key}:${lockClass}`, load, request.signal)
}

/** A card as a list sends it: every group cut to what the card shows before it is expanded. */
function slimCard(card: TemplateCardData): TemplateCardData {
  return {
    ...card,
    groups: slimGroups<TemplateCardGroup>(card.templateCode, card.groups, startsExpanded(card.templateCode)),
  }
}

/**
 * A page of a game's information cards (20 per page) in one play category (全部 or empty: all), sanitized
 * and without blocked codes, each card slim (the rows it shows collapsed; `loadTemplateRows` has the rest).
 * Used by the home loader and `/resources/template-feed`. The page is read once per lock class and shared
 * (`sharedData`); the viewer's own favourites and poll choices are put back on it. Platform failures give
 * an empty page, which the feed shows as 暂无数据.
 */
export async function loadTemplateFeed(
  request: Request,
  {
    gameId,
    playCateName,
    page = 1,
    turn = '',
  }: {
    gameId: number
    playCateName?: string
    page?: number
    /**
     * The game's current turn where the caller reads it: a page kept from before a draw is never shared
     * after it (a draw pushed live revalidates home, which must then show the cards' new results).
     */
    turn?: string | Promise<string>
  },
): Promise<TemplateFeedPage> {
  const rows = listDefaults.templates.rows
  const cate = playCateName === '全部' ? '' : (playCateName ?? '')
  const feedKey = `${gameId}:${cate}:${page}`
  // A promised turn is awaited only after the viewer: its failure (the draw call refused or aborted) must not
  // go unhandled meanwhile, which would end the process. The caller's own wait for the draw reports it.
  const turnOf = Promise.resolve(turn)
  turnOf.catch(() => {})
  // A member's marks go out beside the draw and profile calls, for the cards this page showed last.
  const early = earlyMarks(request, feedKey)
  const state = await getViewer(request)
  try {
    const shared = await forLockClass(
      request,
      state,
      `templates:list:${gameId}:${cate}:${page}:${await turnOf}`,
      async () => {
        // Read without the request's signal: other requests may be waiting for this answer.
        const [result, records] = await Promise.all([
          platformFor(request, state.token).templates.list({
            gameId,
            playCateName: cate,
            location: 'index',
            page,
            rows,
          }),
          gameRecords(request, gameId),
        ])
        return {
          templates: result.rows
            .filter((t) => isTemplateShown(t.templateCode))
            .map((t) => slimCard(withoutViewerMarks(toCardTemplate(t, records.get(t.id))))),
          page,
          totalCount: result.totalCount,
          hasMore: hasMorePages(page, rows, result.totalCount),
        }
      },
    )
    rememberFeedIds(feedKey, shared.templates)
    return { ...shared, templates: await withViewerMarks(request, state, shared.templates, early) }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { templates: [], page, totalCount: 0, hasMore: false }
  }
}

/** One card read for the viewer's lock class (shared), without any member's marks; null when missing. */
async function sharedTemplate(
  request: Request,
  state: ViewerState,
  gameId: number,
  templateId: number,
  documentId?: number,
): Promise<TemplateCardData | null> {
  try {
    return await forLockClass(
      request,
      state,
      `templates:info:${gameId}:${templateId}:${documentId ?? ''}`,
      async () => {
        const [template, records] = await Promise.all([
          platformFor(request, state.token).templates.info(gameId, templateId, documentId),
          gameRecords(request, gameId),
        ])
        return withoutViewerMarks(toCardTemplate(template, records.get(templateId)))
      },
    )
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'SYS/NOT_FOUND')) return null
    throw error
  }
}

/**
 * One template with every row (`documentId` for a library document), sanitized, with the viewer's own
 * marks; null when missing. The card is read once per lock class and shared; the member's marks on it go
 * out beside the profile call (the card is known from the address), so a member waits for no more round
 * trips than a guest when the card is kept.
 */
export async function loadTemplate(
  request: Request,
  gameId: number,
  templateId: number,
  documentId?: number,
): Promise<TemplateCardData | null> {
  const early = readBesideViewer(request, async (token) => ({
    ids: new Set([templateId]),
    marks: await platformFor(request, token).templates.viewerState([templateId], request.signal),
  }))
  const state = await getViewer(request)
  const template = await sharedTemplate(request, state, gameId, templateId, documentId)
  if (!template) return null
  const [marked] = await withViewerMarks(request, state, [template], early)
  return marked ?? template
}

/**
 * The rows of a slim list card once it is expanded: its groups as a list answers them (at most
 * {@link TEMPLATE_LIST_ITEMS_PER_GROUP} rows each), locked for this viewer; null when the card is missing.
 */
export async function loadTemplateRows(
  request: Request,
  gameId: number,
  templateId: number,
): Promise<TemplateCardGroup[] | null> {
  const template = await sharedTemplate(request, await getViewer(request), gameId, templateId)
  return (
    template?.groups.map((group) => ({
      ...group,
      items: group.items.slice(0, TEMPLATE_LIST_ITEMS_PER_GROUP),
    })) ?? null
  )
}

/** Page size of the favourites requests (the platform's maximum). */
const FAVOURITES_PER_PAGE = 100

/** The member's favourite cards, newest favourite first, every page of them, sanitized and without blocked codes. */
export async function loadFavourites(request: Request, token: string): Promise<TemplateCardData[]> {
  const api = platformFor(request, token)
  const favourites: Template[] = []
  for (let page = 1; ; page++) {
    const result = await api.templates.likes({ page, rows: FAVOURITES_PER_PAGE }, request.signal)
    favourites.push(...result.rows)
    if (result.rows.length === 0 || !hasMorePages(page, FAVOURITES_PER_PAGE, result.totalCount)) break
  }
  const shown = favourites.filter((t) => isTemplateShown(t.templateCode))
  const records = new Map(
    await Promise.all(
      [...new Set(shown.map((t) => t.gameId))].map(
        async (id) => [id, await gameRecords(request, id)] as const,
      ),
    ),
  )
  return shown.map((t) => toCardTemplate(t, records.get(t.gameId)?.get(t.id)))
}

/** One page of the library. */
export interface DocumentPage {
  documents: LibraryDocument[]
  page: number
  totalCount: number
  hasMore: boolean
}

/** A page of library documents (100 per page), by game, category and trimmed search text. */
export async function loadDocuments(
  request: Request,
  query: { gameId: number; templateId?: number; searchText?: string; page?: number },
): Promise<DocumentPage> {
  const page = query.page ?? 1
  const rows = listDefaults.documents.rows
  const searchText = query.searchText?.trim() || undefined
  try {
    const result = await platformFor(request).documents.list(
      {
        gameId: query.gameId,
        templateId: query.templateId,
        searchText,
        page,
        rows,
        companyCode: env.COMPANY_CODE,
      },
      request.signal,
    )
    return {
      documents: result.rows,
      page,
      totalCount: result.totalCount,
      hasMore: hasMorePages(page, rows, result.totalCount),
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { documents: [], page, totalCount: 0, hasMore: false }
  }
}

/** The library's play categories of a game (empty when the platform fails). */
export async function loadDocumentCategories(request: Request, gameId: number) {
  try {
    return await platformFor(request).documents.playCategories(gameId, env.COMPANY_CODE, request.signal)
  } catch (error) {
    if (!isApiError(error)) throw error
    return []
  }
}

/**
 * The track records of a game's cards by template id, from one ranking call (every card with a scored issue,
 * best first; the platform answers at most 50, and a card below them has no record that backs a claim),
 * read once for all viewers within the shared data's time to live. Empty when the call fails: the cards then
 * show no accuracy claim.
 */
async function gameRecords(request: Request, gameId: number): Promise<Map<number, TemplateTrackRecord>> {
  try {
    const ranked = await sharedData(`templates:records:${gameId}`, () =>
      platformFor(request).templates.ranking({ gameId, window: 100, rows: 50 }),
    )
    return new Map(ranked.map((t) => [t.templateId, t.record]))
  } catch (error) {
    if (!isApiError(error)) throw error
    return new Map()
  }
}

/** A card's track record (准确率 over 10 / 30 / 100 issues, streaks); null when the card is missing. */
export async function loadTemplateRecord(
  request: Request,
  gameId: number,
  templateId: number,
): Promise<TemplateTrackRecord | null> {
  try {
    // The same for every viewer: read once for all within the shared data's time to live.
    return await sharedData(
      `templates:record:${gameId}:${templateId}`,
      () => platformFor(request).templates.record(gameId, templateId),
      request.signal,
    )
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'SYS/NOT_FOUND')) return null
    throw error
  }
}

/** A game's most accurate cards over a window, best first (at most 50); null for an unknown game. */
export async function loadTemplateRanking(
  request: Request,
  gameId: number,
  window: 10 | 30 | 100,
): Promise<RankedTemplate[] | null> {
  try {
    return await platformFor(request).templates.ranking({ gameId, window, rows: 50 }, request.signal)
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'SYS/NOT_FOUND')) return null
    throw error
  }
}

/** The search answer for a box's text, or the platform's Chinese message for text it refuses. */
export async function loadSearch(
  request: Request,
  gameId: number,
  q: string,
): Promise<{ results: SearchResults | null; error: string | null }> {
  try {
    return { results: await platformFor(request).search.search({ gameId, q }, request.signal), error: null }
  } catch (error) {
    if (isApiError(error) && ['SYS/BAD_REQUEST', 'SYS/NOT_FOUND'].includes(error.code))
      return { results: null, error: error.message }
    throw error
  }
}
