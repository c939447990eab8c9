import { z } from 'zod'
import type { Http } from './http'

/** How the platform read the search box. */
export const searchQuerySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('empty') }),
  z.object({ kind: z.literal('number'), number: z.number().int(), text: z.string() }),
  z.object({ kind: z.literal('zodiac'), zodiac: z.string(), text: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string() }),
])

/** The search answer: matching cards, library documents and gallery groups of one game. */
export const searchResultsSchema = z.object({
  query: searchQuerySchema,
  /** The picks looked for: a number and its zodiac of the year (`['18', '牛']`), a zodiac, or none for text. */
  tokens: z.array(z.string()),
  templates: z.array(
    z.object({
      templateId: z.number().int(),
      gameId: z.number().int(),
      templateCode: z.string(),
      name: z.string(),
      playCateName: z.string(),
      /** The open issue's picks that matched a number or zodiac; '' for a name match. */
      picks: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      documentId: z.number().int(),
      templateId: z.number().int(),
      gameId: z.number().int(),
      subName: z.string(),
      playCateName: z.string(),
      picks: z.string(),
    }),
  ),
  gallery: z.array(
    z.object({ groupId: z.number().int(), gameId: z.number().int(), name: z.string(), gameTurn: z.string() }),
  ),
})
/** The search answer. */
export type SearchResults = z.infer<typeof searchResultsSchema>

/** Search calls. */
export function searchApi(http: Http) {
  return {
    /**
     * `GET /game-document/search?gameId=&q=`: a game's cards, documents and gallery groups matching a number
     * (18), a zodiac (马) or a name, at most 30 of each kind. Text over 20 characters is refused with
     * `搜索内容不能超过20个字`.
     */
    async search(query: { gameId: number; q: string }, signal?: AbortSignal): Promise<SearchResults> {
      const { data } = await http.request({
        path: '/game-document/search',
        query: { gameId: query.gameId, q: query.q },
        schema: searchResultsSchema,
        signal,
      })
      return data
    },
  }
}
