import { createLiuheApi } from '@liuhe/api'
import { fromChinaTime, parseOpenNum, zodiacOf } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { macauIssueOn } from './drawCalendar'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const api = () => createLiuheApi({ origin: env.origin })

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
})
afterAll(() => env.stop())

describe('the document library', () => {
  it('lists at least 8 play categories for 110, also as static JSON', async () => {
    const categories = await api().documents.playCategories(110, 'LH')
    expect(categories.length).toBeGreaterThanOrEqual(8)
    expect(categories[0]).toEqual({ templateId: 1101, playCateName: '特码资料' })
    expect(await api().documents.playCategoriesStatic('LH', 110)).toEqual(categories)
  })

  it('pages documents 100 at a time with the total count, also as static JSON', async () => {
    const first = await api().documents.list({ gameId: 110 })
    expect(first.totalCount).toBe(130)
    expect(first.rows).toHaveLength(100)
    const second = await api().documents.list({ gameId: 110, page: 2 })
    expect(second.rows).toHaveLength(30)
    const fixed = await api().documents.listStatic('LH', { gameId: 110, templateId: 1102, companyCode: 'LH' })
    expect(fixed.totalCount).toBe(13)
    expect(fixed.rows.every((d) => d.templateId === 1102)).toBe(true)
  })

  it('searches a trimmed substring of the name', async () => {
    const found = await api().documents.list({ gameId: 110, searchText: '  三肖 ' })
    expect(found.totalCount).toBeGreaterThan(0)
    expect(found.rows.every((d) => d.subName.includes('三肖'))).toBe(true)
    expect((await api().documents.list({ gameId: 110, searchText: '不存在的资料' })).totalCount).toBe(0)
  })

  it('opens a document in its template with its own scored rows', async () => {
    const document = (await api().documents.list({ gameId: 110, templateId: 1102, rows: 1 })).rows[0]!
    const card = await api().templates.info(110, 1102, document.documentId)
    expect(card.subName).toBe(document.subName)
    const rows = card.groups[0]!.items
    expect(rows).toHaveLength(10)
    expect(rows[0]).toMatchObject({ title: `${macauIssueOn('2026-11-22')}期`, note: '' })
    // The row below predicted the latest draw and is scored with its special number and that number's zodiac.
    const [latest] = (await api().lottery.history({ gameId: 110, rows: 1 })).rows
    expect(rows[1]!.title).toBe(`${latest!.turnNum}期`)
    const special = parseOpenNum(latest!.openNum).at(-1)!
    const zodiac = zodiacOf(special, Date.parse(`${latest!.openTime.replace(' ', 'T')}+08:00`))
    expect(rows[1]!.note).toMatch(new RegExp(`^开:${zodiac}${String(special).padStart(2, '0')}\\*?$`))
    const wrong = await api()
      .templates.info(110, 1101, document.documentId)
      .catch((e: Error) => e.message)
    expect(wrong).toBe('资料不存在')
  })

  it('answers bad input with 400', async () => {
    for (const query of ['gameId=110&rows=0', 'gameId=x', 'gameId=110&templateId=abc']) {
      const response = await fetch(`${env.origin}/app-api/game-document/database?${query}`)
      expect(response.status, query).toBe(400)
    }
    const file = await fetch(`${env.origin}/sys-upload/data/json/app-data-main/LH/database/gameId=abc.json`)
    expect(file.status).toBe(400)
  })
})
