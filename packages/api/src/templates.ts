import { lockStates } from '@liuhe/domain'
import { z } from 'zod'
import type { Http } from './http'
import type { Paged } from './lottery'

/** The message the app shows after a successful vote. */
export const VOTE_SUCCESS_MESSAGE = '投票成功！'

/** One row of an information card, with its lock state for the caller. */
export const templateItemSchema = z.object({
  id: z.number().int(),
  /** Issue ('2026139期'), pick-list label (一肖, ①码 …), expert name, post title or room name. */
  title: z.string(),
  /** Space-separated picks or HTML (sanitize before rendering); empty while locked. */
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  /** The result (`开:马49`); a trailing `*` marks a hit; empty for the open issue. */
  note: z.string(),
  subName: z.string(),
  /** Epoch milliseconds. */
  updatedTime: z.number(),
  sort: z.number(),
  multiContents: z.array(z.object({ title: z.string(), content: z.string() })),
  iconUrl: z.string(),
  requireLogin: z.union([z.literal(0), z.literal(1)]),
  requireRecharge: z.union([z.literal(0), z.literal(1)]),
  /** 0: a chat-room link (`redirect`) instead of content. */
  templateType: z.number().int(),
  activeCover: z.union([z.literal(0), z.literal(1)]),
  redirect: z.string(),
  /** Why `content` is withheld from this caller, or null. */
  /** The item's lock for this viewer (the platform applies the domain's rule). */
  locked: z.enum(lockStates),
})
/** One row of an information card. */
export type TemplateItem = z.infer<typeof templateItemSchema>

/** A zodiac poll; `id` is the poll's id, sent as `documentId` when voting. */
export const pollSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  gameTurn: z.string(),
  pollStatus: z.number().int(),
  pollOptions: z.array(
    z.object({
      option_id: z.number().int(),
      option_text: z.string(),
      option_value: z.string(),
      option_vote: z.number().int(),
    }),
  ),
  /** The caller's earlier choice, or null. */
  optionId: z.number().int().nullable(),
})
/** A zodiac poll. */
export type Poll = z.infer<typeof pollSchema>

/** An information card (template). */
export const templateSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  templateCode: z.string(),
  name: z.string(),
  subName: z.string(),
  note1: z.string(),
  note2: z.string(),
  /** Two comma-separated colours of the header gradient. */
  colorTheme: z.string(),
  playCateName: z.string(),
  /** 1 when the caller favourited the card. */
  like: z.union([z.literal(0), z.literal(1)]),
  likeCount: z.number().int(),
  agreeCount: z.number().int(),
  disagreeCount: z.number().int(),
  vote: pollSchema.nullable(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      groupName: z.string(),
      sort: z.number(),
      items: z.array(templateItemSchema),
    }),
  ),
})
/** An information card. */
export type Template = z.infer<typeof templateSchema>

/** A play category of the information cards. */
export const templatePlayCategorySchema = z.object({ playCateName: z.string(), sort: z.number() })
/** A play category of the information cards. */
export type TemplatePlayCategory = z.infer<typeof templatePlayCategorySchema>

/** An ad slot (AD01–AD14; AD11 the modal, AD12 the top of home) as an ads template. */
export const adTemplateSchema = z.object({
  templateCode: z.string(),
  status: z.number().int(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      groupName: z.string(),
      items: z.array(z.object({ id: z.number().int(), content: z.string(), sort: z.number() })),
    }),
  ),
})
/** An ad slot. */
export type AdTemplate = z.infer<typeof adTemplateSchema>

/** Result of a 准/不准 vote. */
export const templateVoteSchema = z.object({
  documentId: z.number().int(),
  vote: z.union([z.literal(0), z.literal(1)]),
  agreeCount: z.number().int(),
  disagreeCount: z.number().int(),
})
/** Result of a 准/不准 vote. */
export type TemplateVote = z.infer<typeof templateVoteSchema>

/** 准确率 over one window of the latest issues. */
export const hitRateSchema = z.object({
  /** The window asked for: 10, 30 or 100 issues. */
  window: z.number().int(),
  /** Issues counted (fewer than the window while the card is young). */
  issues: z.number().int(),
  hits: z.number().int(),
  /** Whole percent, null without any issue. */
  percent: z.number().int().nullable(),
})

/** A card's track record: 准确率 over the last 10 / 30 / 100 issues, current and best streaks. */
export const trackRecordSchema = z.object({
  rates: z.array(hitRateSchema),
  /** The current run of hits (连中) or misses (连错); null before the first scored issue. */
  streak: z.object({ kind: z.enum(['hit', 'miss']), length: z.number().int() }).nullable(),
  bestHitStreak: z.number().int(),
  issues: z.number().int(),
})
/** A card's track record. */
export type TemplateTrackRecord = z.infer<typeof trackRecordSchema>

/** A card in a game's accuracy ranking. */
export const rankedTemplateSchema = z.object({
  templateId: z.number().int(),
  gameId: z.number().int(),
  templateCode: z.string(),
  name: z.string(),
  playCateName: z.string(),
  record: trackRecordSchema,
})
/** A card in a game's accuracy ranking. */
export type RankedTemplate = z.infer<typeof rankedTemplateSchema>

/** Query of the card list. */
export interface TemplateListQuery {
  gameId: number
  /** A play category; empty or 全部 lists all. */
  playCateName?: string
  /** Where the list shows: home (`index`) or a game page (`game`). */
  location?: 'index' | 'game'
  companyCode?: string
  page?: number
  /** Page size, default 20 (the feed's page). */
  rows?: number
  client?: string
}

/** A page of the caller's favourite cards: the cards in the list's shape, each favourited (`like` 1). */
export const templateLikesSchema = z.array(templateSchema.extend({ like: z.literal(1) }))

/** What is the caller's own on a card: favourited (`like` 1) and the earlier choice in its zodiac poll. */
export const templateViewerStateSchema = z.object({
  templateId: z.number().int(),
  like: z.union([z.literal(0), z.literal(1)]),
  optionId: z.number().int().nullable(),
})
/** What is the caller's own on a card. */
export type TemplateViewerState = z.infer<typeof templateViewerStateSchema>

/** Rows per group in the list answers ({@link templatesApi} `list`, `likes`); `info` answers every row. */
export const TEMPLATE_LIST_ITEMS_PER_GROUP = 15

/** Query of the favourite cards. */
export interface TemplateLikesQuery {
  page?: number
  /** Page size, default 20, at most 100. */
  rows?: number
}

/** Information card calls: cards, likes, polls, ads and play categories. */
export function templatesApi(http: Http) {
  return {
    /** `GET /game-document/template`: a page of a game's cards (15 rows per group at most; `info` has all). */
    async list(query: TemplateListQuery, signal?: AbortSignal): Promise<Paged<Template>> {
      const { data, totalCount } = await http.request({
        path: '/game-document/template',
        query: { rows: 20, ...query, _t: Date.now() },
        schema: z.array(templateSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /**
     * The static form of {@link list} (guest view, CDN-cacheable):
     * `/sys-upload/data/json/app-data-main/{company}/template/gameId={id}[&playCateName=…][&location=…][&page=…][&rows=…].json`.
     */
    async listStatic(
      company: string,
      query: TemplateListQuery,
      signal?: AbortSignal,
    ): Promise<Paged<Template>> {
      const { data, totalCount } = await http.request({
        path: `/sys-upload/data/json/app-data-main/${company}/template/${fileName(query)}`,
        base: 'root',
        schema: z.array(templateSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /** `GET /game-document/template/play-cate`: the play categories of a game's cards, in display order. */
    async playCategories(
      query: { gameId: number; location?: 'index' | 'game'; companyCode?: string },
      signal?: AbortSignal,
    ): Promise<TemplatePlayCategory[]> {
      const { data } = await http.request({
        path: '/game-document/template/play-cate',
        query: { ...query },
        schema: z.array(templatePlayCategorySchema),
        signal,
      })
      return data
    },
    /** `GET /game-document/template/info/{gameId}/{templateId}[/{documentId}]`: one card with every row. */
    async info(
      gameId: number,
      templateId: number,
      documentId?: number,
      signal?: AbortSignal,
    ): Promise<Template> {
      const suffix = documentId === undefined ? '' : `/${documentId}`
      const { data } = await http.request({
        path: `/game-document/template/info/${gameId}/${templateId}${suffix}`,
        schema: templateSchema,
        signal,
      })
      return data
    },
    /**
     * `GET /game-document/template/record/{gameId}/{templateId}`: the card's track record, computed from the
     * scored notes of its last 100 issues.
     */
    async record(gameId: number, templateId: number, signal?: AbortSignal): Promise<TemplateTrackRecord> {
      const { data } = await http.request({
        path: `/game-document/template/record/${gameId}/${templateId}`,
        schema: trackRecordSchema,
        signal,
      })
      return data
    },
    /**
     * `GET /game-document/template/ranking?gameId=&window=&rows=`: a game's most accurate cards over the last
     * 10, 30 or 100 (default) issues, best first; cards without a scored issue are left out.
     */
    async ranking(
      query: { gameId: number; window?: 10 | 30 | 100; rows?: number },
      signal?: AbortSignal,
    ): Promise<RankedTemplate[]> {
      const { data } = await http.request({
        path: '/game-document/template/ranking',
        query: { ...query },
        schema: z.array(rankedTemplateSchema),
        signal,
      })
      return data
    },
    /** `POST /game-document/template/toggle-like`: favourites (1) or unfavourites (0) a card; needs login, not TEST. */
    async toggleLike(templateId: number, like: 0 | 1): Promise<{ templateId: number; like: 0 | 1 }> {
      const { data } = await http.request({
        path: '/game-document/template/toggle-like',
        json: { templateId, like },
        schema: z.object({ templateId: z.number().int(), like: z.union([z.literal(0), z.literal(1)]) }),
      })
      return data
    },
    /**
     * `GET /game-document/template/likes`: a page of the caller's favourite cards, newest favourite first, in
     * the list's shape (15 rows per group at most); needs login (a guest gets 401 `请先登录`).
     */
    async likes(query: TemplateLikesQuery = {}, signal?: AbortSignal): Promise<Paged<Template>> {
      const { data, totalCount } = await http.request({
        path: '/game-document/template/likes',
        query: { rows: 20, ...query, _t: Date.now() },
        schema: templateLikesSchema,
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /**
     * `GET /game-document/template/viewer-state?templateIds=1,2,3`: the caller's favourite flag and poll
     * choice on each card asked (at most 100), in the order asked; needs login. With it a list read once for
     * many members (their locks alike) gets each member's own marks.
     */
    async viewerState(templateIds: readonly number[], signal?: AbortSignal): Promise<TemplateViewerState[]> {
      const { data } = await http.request({
        path: '/game-document/template/viewer-state',
        query: { templateIds: templateIds.join(','), _t: Date.now() },
        schema: z.array(templateViewerStateSchema),
        signal,
      })
      return data
    },
    /** `GET /game-document/template/{id}/vote`: the zodiac poll of a card. */
    async votes(templateId: number, signal?: AbortSignal): Promise<Poll> {
      const { data } = await http.request({
        path: `/game-document/template/${templateId}/vote`,
        schema: pollSchema,
        signal,
      })
      return data
    },
    /** `POST /game-document/template/vote`: a 准 (1) / 不准 (0) vote on a card, once per user. */
    async vote(documentId: number, vote: 0 | 1): Promise<TemplateVote> {
      const { data } = await http.request({
        path: '/game-document/template/vote',
        json: { documentId, vote },
        schema: templateVoteSchema,
      })
      return data
    },
    /**
     * `POST /game-document/template/vote/v2`: votes for a zodiac in a poll (`documentId` = the poll's id), once
     * per user; success means {@link VOTE_SUCCESS_MESSAGE}, a repeat throws `您已经投票过了！`.
     */
    async votePoll(documentId: number, optionId: number): Promise<Poll> {
      const { data } = await http.request({
        path: '/game-document/template/vote/v2',
        json: { documentId, optionId, vote: 1 },
        schema: pollSchema,
      })
      return data
    },
    /** `GET /game-document/template/ads`: the ad slots. */
    async ads(companyCode?: string, signal?: AbortSignal): Promise<AdTemplate[]> {
      const { data } = await http.request({
        path: '/game-document/template/ads',
        query: { companyCode },
        schema: z.array(adTemplateSchema),
        signal,
      })
      return data
    },
    /** The static form of {@link ads}: `/sys-upload/data/json/app-data-main/{company}/template/ads.json`. */
    async adsStatic(company: string, signal?: AbortSignal): Promise<AdTemplate[]> {
      const { data } = await http.request({
        path: `/sys-upload/data/json/app-data-main/${company}/template/ads.json`,
        base: 'root',
        schema: z.array(adTemplateSchema),
        signal,
      })
      return data
    },
  }
}

/** A static file name carrying a query: `gameId=110&page=2.json` (undefined values left out, in key order given). */
export function fileName(query: object): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
  return `${parts.join('&')}.json`
}
