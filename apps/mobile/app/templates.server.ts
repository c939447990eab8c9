import {
  isApiError,
  type LibraryDocument,
  type RankedTemplate,
  type SearchResults,
  type Template,
  type TemplateTrackRecord,
} from '@liuhe/api'
import { hasMorePages, isTemplateShown, listDefaults, type Viewer } from '@liuhe/domain'
import type { TemplateCardData, TemplateCardItem } from '@liuhe/ui'
import { env } from '#app/env.server.ts'
import { platformFor } from '#app/platform.server.ts'
import { sanitizeHtml } from '#app/sanitize.server.ts'
import { getViewer } from '#app/viewer.server.ts'

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

/**
 * An item without its empty fields ('', null, [], and the lock `unlocked`): every item field is optional, and
 * absent reads as empty (an absent lock as unlocked).
 * A feed page has hundreds of items, mostly blank in their rarely used fields; the page's data (sent once in
 * the HTML and serialized on every render) carries only what is there.
 */
function withoutEmptyFields(item: TemplateCardItem): TemplateCardItem {
  const present: Record<string, unknown> = {}
  for (const key in item) {
    const value = item[key as keyof TemplateCardItem]
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) continue
    if (key === 'locked' && value === 'unlocked') continue
    present[key] = value
  }
  return { ...(present as Partial<TemplateCardItem>), id: item.id }
}

/** A platform template as a card draws it: every HTML field sanitized (the card renders it as HTML). */
export function toCardTemplate(template: Template): TemplateCardData {
  return {
    id: template.id,
    gameId: template.gameId,
    templateCode: template.templateCode,
    name: template.name,
    subName: template.subName,
    note1: template.note1,
    note2: template.note2,
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
}

/**
 * A page of a game's information cards (20 per page) in one play category (全部 or empty: all), sanitized
 * and without blocked codes. Used by the home loader and `/resources/template-feed`. Platform failures give
 * an empty page, which the feed shows as 暂无数据.
 */
export async function loadTemplateFeed(
  request: Request,
  { gameId, playCateName, page = 1 }: { gameId: number; playCateName?: string; page?: number },
): Promise<TemplateFeedPage> {
  const { token } = await getViewer(request)
  const rows = listDefaults.templates.rows
  try {
    const result = await platformFor(request, token).templates.list(
      { gameId, playCateName: playCateName === '全部' ? '' : playCateName, location: 'index', page, rows },
      request.signal,
    )
    return {
      templates: result.rows.filter((t) => isTemplateShown(t.templateCode)).map(toCardTemplate),
      page,
      totalCount: result.totalCount,
      hasMore: hasMorePages(page, rows, result.totalCount),
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { templates: [], page, totalCount: 0, hasMore: false }
  }
}

/** One template with every row (`documentId` for a library document), sanitized; null when missing. */
export async function loadTemplate(
  request: Request,
  gameId: number,
  templateId: number,
  documentId?: number,
): Promise<TemplateCardData | null> {
  const { token } = await getViewer(request)
  try {
    const template = await platformFor(request, token).templates.info(
      gameId,
      templateId,
      documentId,
      request.signal,
    )
    return toCardTemplate(template)
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'SYS/NOT_FOUND')) return null
    throw error
  }
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
  return favourites.filter((t) => isTemplateShown(t.templateCode)).map(toCardTemplate)
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

/** A card's track record (准确率 over 10 / 30 / 100 issues, streaks); null when the card is missing. */
export async function loadTemplateRecord(
  request: Request,
  gameId: number,
  templateId: number,
): Promise<TemplateTrackRecord | null> {
  try {
    return await platformFor(request).templates.record(gameId, templateId, request.signal)
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
