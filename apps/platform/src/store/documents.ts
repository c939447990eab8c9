import type { Db } from '../db'

/** A library document. */
export interface DocumentView {
  gameId: number
  templateId: number
  documentId: number
  subName: string
}

/** The library: documents and their categories. */
export function createDocumentStore(db: Db) {
  const where = `game_id = @gameId AND (@templateId IS NULL OR template_id = @templateId)
    AND (@search IS NULL OR instr(sub_name, @search) > 0)`
  const page = db.prepare(
    `SELECT game_id AS gameId, template_id AS templateId, document_id AS documentId, sub_name AS subName
     FROM documents WHERE ${where} ORDER BY template_id, sort DESC, document_id LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(`SELECT COUNT(*) AS n FROM documents WHERE ${where}`)
  const categories = db.prepare(
    `SELECT template_id AS templateId, play_cate_name AS playCateName FROM templates
     WHERE game_id = ? AND is_database = 1 ORDER BY sort, template_id`,
  )

  return {
    /** A page of a game's library documents (optionally one category, optionally a trimmed subName substring). */
    listDocuments(
      filter: { gameId: number; templateId?: number | undefined; searchText?: string | undefined },
      range: { offset: number; limit: number },
    ): { rows: DocumentView[]; total: number } {
      const params = {
        gameId: filter.gameId,
        templateId: filter.templateId ?? null,
        search: filter.searchText?.trim() || null,
      }
      const rows = page.all({ ...params, ...range }) as DocumentView[]
      const { n } = count.get(params) as { n: number }
      return { rows, total: n }
    },
    /** The library categories of a game: `{ templateId, playCateName }` in display order. */
    documentPlayCategories(gameId: number): { templateId: number; playCateName: string }[] {
      return categories.all(gameId) as { templateId: number; playCateName: string }[]
    },
  }
}

/** The document store of one database. */
export type DocumentStore = ReturnType<typeof createDocumentStore>
