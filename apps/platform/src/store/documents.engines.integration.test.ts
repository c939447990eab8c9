import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createDocumentStore } from './documents'

const template = (templateId: number, playCateName: string) => ({
  template_id: templateId,
  game_id: 110,
  template_code: `T${templateId}`,
  name: playCateName,
  play_cate_name: playCateName,
})

describeEachEngine('the document store', (db) => {
  it('pages a game’s documents in display order, filtered by category and by a plain substring', async () => {
    await db()
      .insertInto('games')
      .values(
        [110, 111].map((gameId) => ({
          game_id: gameId,
          game_name: `G${gameId}`,
          category: 'LOTTERY',
          type: 'LOTTERY',
        })),
      )
      .execute()
    await db()
      .insertInto('templates')
      .values([
        { ...template(901, '特码资料'), is_database: 1, sort: 2 },
        { ...template(902, '平特资料'), is_database: 1, sort: 1 },
        { ...template(903, '非资料'), is_database: 0, sort: 0 },
      ])
      .execute()
    await db()
      .insertInto('documents')
      .values([
        { document_id: 1, game_id: 110, template_id: 901, sub_name: '一肖中特', sort: 1 },
        { document_id: 2, game_id: 110, template_id: 901, sub_name: '三肖%中特', sort: 5 },
        { document_id: 3, game_id: 110, template_id: 902, sub_name: '平特一尾', sort: 0 },
        { document_id: 4, game_id: 111, template_id: 901, sub_name: '澳门一肖', sort: 0 },
      ])
      .execute()
    const store = createDocumentStore(db())
    const all = await store.listDocuments({ gameId: 110 }, { offset: 0, limit: 10 })
    expect(all.total).toBe(3)
    expect(all.rows.map((row) => row.documentId)).toEqual([2, 1, 3])
    const page = await store.listDocuments({ gameId: 110 }, { offset: 1, limit: 1 })
    expect(page).toEqual({
      rows: [{ gameId: 110, templateId: 901, documentId: 1, subName: '一肖中特' }],
      total: 3,
    })
    const searched = await store.listDocuments({ gameId: 110, searchText: ' % ' }, { offset: 0, limit: 10 })
    expect(searched.rows.map((row) => row.documentId)).toEqual([2])
    const inCategory = await store.listDocuments({ gameId: 110, templateId: 902 }, { offset: 0, limit: 10 })
    expect(inCategory.rows.map((row) => row.subName)).toEqual(['平特一尾'])
    expect(await store.documentPlayCategories(110)).toEqual([
      { templateId: 902, playCateName: '平特资料' },
      { templateId: 901, playCateName: '特码资料' },
    ])
  })
})
