import { z } from 'zod'
import type { Http } from './http'
import type { Paged } from './lottery'
import { fileName } from './templates'

/** A library document; it opens `/template/{gameId}/{templateId}?documentId=…`. */
export const documentSchema = z.object({
  gameId: z.number().int(),
  templateId: z.number().int(),
  documentId: z.number().int(),
  subName: z.string(),
})
/** A library document. */
export type LibraryDocument = z.infer<typeof documentSchema>

/** A library play category. */
export const documentPlayCategorySchema = z.object({ templateId: z.number().int(), playCateName: z.string() })
/** A library play category. */
export type DocumentPlayCategory = z.infer<typeof documentPlayCategorySchema>

/** Query of the library list. */
export interface DocumentQuery {
  gameId: number
  templateId?: number
  /** Page from 1. */
  page?: number
  /** Page size, default 100 (the library's page). */
  rows?: number
  /** Trimmed substring of the document name. */
  searchText?: string
  companyCode?: string
}

/** Library (game-document database) calls. */
export function documentsApi(http: Http) {
  return {
    /** `GET /game-document/database`: a page of documents with the total count. */
    async list(query: DocumentQuery, signal?: AbortSignal): Promise<Paged<LibraryDocument>> {
      const { data, totalCount } = await http.request({
        path: '/game-document/database',
        query: { ...query, _t: Date.now() },
        schema: z.array(documentSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /**
     * The static form of {@link list}, a JSON file the platform publishes:
     * `/sys-upload/data/json/app-data-main/{company}/database/gameId={id}[&templateId][&companyCode][&page][&rows].json`.
     */
    async listStatic(
      company: string,
      query: Omit<DocumentQuery, 'searchText'>,
      signal?: AbortSignal,
    ): Promise<Paged<LibraryDocument>> {
      const { gameId, templateId, companyCode, page, rows } = query
      const { data, totalCount } = await http.request({
        path: `/sys-upload/data/json/app-data-main/${company}/database/${fileName({ gameId, templateId, companyCode, page, rows })}`,
        base: 'root',
        schema: z.array(documentSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /** `GET /game-document/database/play-cate`: the library's categories of a game. */
    async playCategories(
      gameId: number,
      companyCode?: string,
      signal?: AbortSignal,
    ): Promise<DocumentPlayCategory[]> {
      const { data } = await http.request({
        path: '/game-document/database/play-cate',
        query: { gameId, companyCode },
        schema: z.array(documentPlayCategorySchema),
        signal,
      })
      return data
    },
    /** Static form of {@link playCategories}: `…/database/play-cate/gameId={id}&companyCode={company}.json`. */
    async playCategoriesStatic(
      company: string,
      gameId: number,
      signal?: AbortSignal,
    ): Promise<DocumentPlayCategory[]> {
      const { data } = await http.request({
        path: `/sys-upload/data/json/app-data-main/${company}/database/play-cate/${fileName({ gameId, companyCode: company })}`,
        base: 'root',
        schema: z.array(documentPlayCategorySchema),
        signal,
      })
      return data
    },
  }
}
