import type { Queries } from '../storage/queries'
import { containsText } from '../storage/queries'

/** A library document. */
export interface DocumentView {
  gameId: number
  templateId: number
  documentId: number
  subName: string
}

/** The library: documents and their categories. */
export function createDocumentStore(db: Queries) {
  return {
    /** A page of a game's library documents (optionally one category, optionally a trimmed subName substring). */
    async listDocuments(
      filter: { gameId: number; templateId?: number | undefined; searchText?: string | undefined },
      range: { offset: number; limit: number },
    ): Promise<{ rows: DocumentView[]; total: number }> {
      const search = filter.searchText?.trim() || undefined
      let matching = db.selectFrom('documents').where('game_id', '=', filter.gameId)
      if (filter.templateId !== undefined) matching = matching.where('template_id', '=', filter.templateId)
      if (search !== undefined)
        matching = matching.where((eb) => containsText(db, eb.ref('sub_name'), search))
      const rows = await matching
        .select([
          'game_id as gameId',
          'template_id as templateId',
          'document_id as documentId',
          'sub_name as subName',
        ])
        .orderBy('template_id')
        .orderBy('sort', 'desc')
        .orderBy('document_id')
        .limit(range.limit)
        .offset(range.offset)
        .execute()
      const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { rows, total: Number(n) }
    },
    /** The library categories of a game: `{ templateId, playCateName }` in display order. */
    documentPlayCategories(gameId: number): Promise<{ templateId: number; playCateName: string }[]> {
      return db
        .selectFrom('templates')
        .select(['template_id as templateId', 'play_cate_name as playCateName'])
        .where('game_id', '=', gameId)
        .where('is_database', '=', 1)
        .orderBy('sort')
        .orderBy('template_id')
        .execute()
    },
  }
}

/** The document store of one database. */
export type DocumentStore = ReturnType<typeof createDocumentStore>
