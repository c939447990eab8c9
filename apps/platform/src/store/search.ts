import { type SearchQuery, searchNameText, searchPickTokens } from '@liuhe/domain'
import type { Queries } from '../storage/queries'
import { containsText } from '../storage/queries'
import { excludingRules } from '../templates/pickRules'

/** A card whose name or current picks match. */
export interface TemplateHit {
  templateId: number
  gameId: number
  templateCode: string
  name: string
  playCateName: string
  /** The open issue's picks that matched a number or zodiac (`03 18 27`), or '' for a name match. */
  picks: string
}

/** A library document whose name or current picks match. */
export interface DocumentHit {
  documentId: number
  templateId: number
  gameId: number
  subName: string
  playCateName: string
  picks: string
}

/** A gallery group whose name matches. */
export interface GalleryHit {
  groupId: number
  gameId: number
  name: string
  gameTurn: string
}

/** The search answer: the query as read and the matches of each kind. */
export interface SearchResults {
  /** The picks the query looked for: a number and its zodiac of the year, a zodiac, or none for text. */
  tokens: string[]
  templates: TemplateHit[]
  documents: DocumentHit[]
  gallery: GalleryHit[]
}

/** Results per kind. */
export const SEARCH_ROWS = 30

/**
 * Search across a game's information cards, library documents and gallery groups. A name matches as a
 * substring (plain characters: `%` and `_` match themselves; {@link containsText} for the gallery). A number
 * or zodiac also matches the open issue's picks: the rows keep the rule's raw pick as JSON tokens
 * (`{"rule":"num5","tokens":["03","18"]}`), so a token with its quotes (`"18"`) finds the number 18 and never
 * 118; the domain says which tokens a query looks for (a number also by its zodiac). Kill rules (杀肖) name
 * what they rule out, so they never match by pick. The gallery has names only.
 */
export function createSearchStore(db: Queries) {
  /** The open issue's rows of a game (cards and documents): one indexed look, matched in code. */
  const openRows = (gameId: number): Promise<OpenRow[]> =>
    db
      .selectFrom('template_items as i')
      .innerJoin('template_groups as g', 'g.group_id', 'i.group_id')
      .select(['g.template_id', 'g.document_id', 'i.pick'])
      .where('i.game_id', '=', gameId)
      .where('i.turn_num', 'is not', null)
      .where('i.note', '=', '')
      .where('i.pick', '!=', '')
      .orderBy('g.sort', 'desc')
      .orderBy('i.sort', 'desc')
      .orderBy('i.item_id')
      .execute()
  const templates = (gameId: number): Promise<TemplateRow[]> =>
    db
      .selectFrom('templates')
      .select(['template_id', 'game_id', 'template_code', 'name', 'play_cate_name'])
      .where('game_id', '=', gameId)
      .where('is_database', '=', 0)
      .orderBy('sort')
      .orderBy('template_id')
      .execute()
  const documents = (gameId: number): Promise<DocumentRow[]> =>
    db
      .selectFrom('documents as d')
      .innerJoin('templates as t', 't.template_id', 'd.template_id')
      .select(['d.document_id', 'd.template_id', 'd.game_id', 'd.sub_name', 't.play_cate_name'])
      .where('d.game_id', '=', gameId)
      .orderBy('t.sort')
      .orderBy('d.template_id')
      .orderBy('d.sort', 'desc')
      .orderBy('d.document_id')
      .execute()
  const gallery = (gameId: number, text: string): Promise<GalleryRow[]> =>
    db
      .selectFrom('gallery_groups as g')
      .select((eb) => [
        'g.group_id',
        'g.game_id',
        'g.name',
        eb
          .selectFrom('gallery_images')
          .select('game_turn')
          .whereRef('gallery_images.group_id', '=', 'g.group_id')
          .orderBy('game_turn', 'desc')
          .limit(1)
          .as('game_turn'),
      ])
      .where('g.game_id', '=', gameId)
      .where((eb) => containsText(db, eb.ref('g.name'), text))
      .orderBy('g.sort', 'desc')
      .orderBy('g.group_id')
      .limit(SEARCH_ROWS)
      .execute()

  return {
    /**
     * The matches of a parsed query in one game, at most {@link SEARCH_ROWS} of each kind: pick matches
     * first (in catalogue order), then name matches. `atMs` dates the zodiac of a searched number.
     */
    async search(gameId: number, query: SearchQuery, atMs: number): Promise<SearchResults> {
      const text = searchNameText(query)
      if (text === undefined) return { tokens: [], templates: [], documents: [], gallery: [] }
      const tokens = searchPickTokens(query, atMs)
      const [open, templateRows, documentRows, galleryRows] = await Promise.all([
        tokens.length > 0 ? openRows(gameId) : [],
        templates(gameId),
        documents(gameId),
        gallery(gameId, text),
      ])
      const cardPicks = new Map<number, string>()
      const documentPicks = new Map<number, string>()
      const quoted = tokens.map((t) => `"${t}"`)
      for (const row of open) {
        if (!quoted.some((t) => row.pick.includes(t))) continue
        const { rule, tokens: picked } = JSON.parse(row.pick) as { rule: string; tokens?: string[] }
        // A 杀肖 card naming 牛 rules 牛 out: it is no match for 牛 or its numbers.
        if (excludingRules.has(rule)) continue
        const picks = (picked ?? []).join(' ')
        if (row.document_id === null) {
          if (!cardPicks.has(row.template_id)) cardPicks.set(row.template_id, picks)
        } else if (!documentPicks.has(row.document_id)) documentPicks.set(row.document_id, picks)
      }
      const picksFirst = <T extends { picks: string }>(rows: T[]) =>
        [...rows.filter((r) => r.picks !== ''), ...rows.filter((r) => r.picks === '')].slice(0, SEARCH_ROWS)
      const t = templateRows
        .filter((r) => cardPicks.has(r.template_id) || r.name.includes(text))
        .map((r) => ({
          templateId: r.template_id,
          gameId: r.game_id,
          templateCode: r.template_code,
          name: r.name,
          playCateName: r.play_cate_name,
          picks: cardPicks.get(r.template_id) ?? '',
        }))
      const d = documentRows
        .filter(
          (r) =>
            documentPicks.has(r.document_id) || r.sub_name.includes(text) || r.play_cate_name.includes(text),
        )
        .map((r) => ({
          documentId: r.document_id,
          templateId: r.template_id,
          gameId: r.game_id,
          subName: r.sub_name,
          playCateName: r.play_cate_name,
          picks: documentPicks.get(r.document_id) ?? '',
        }))
      return {
        tokens,
        templates: picksFirst(t),
        documents: picksFirst(d),
        gallery: galleryRows.map((r) => ({
          groupId: r.group_id,
          gameId: r.game_id,
          name: r.name,
          gameTurn: r.game_turn ?? '',
        })),
      }
    },
  }
}

interface OpenRow {
  template_id: number
  document_id: number | null
  pick: string
}
interface TemplateRow {
  template_id: number
  game_id: number
  template_code: string
  name: string
  play_cate_name: string
}
interface DocumentRow {
  document_id: number
  template_id: number
  game_id: number
  sub_name: string
  play_cate_name: string
}
interface GalleryRow {
  group_id: number
  game_id: number
  name: string
  game_turn: string | null
}

/** The search store of one database. */
export type SearchStore = ReturnType<typeof createSearchStore>
