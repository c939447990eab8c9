import type { Template } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import { firstCardsOf, type TemplateFeedPage, toCardTemplate } from './templates.server'

const seededItem = {
  id: 1169,
  title: '2026138期',
  // The platform's seeded TYMB row that tries to run code in the page.
  content:
    '<p><b>本期主推：</b><span style="color:#e11d48">鼠、羊、虎</span></p><script>alert(\'x\')</script><p onclick="alert(\'x\')">点击查看更多</p><a href="javascript:alert(1)">看</a>',
  content2: '',
  content3: '',
  note: '开:马49',
  subName: '',
  updatedTime: 1779111152000,
  sort: 9,
  multiContents: [{ title: '玄机', content: '<img src="x" onerror="alert(1)">解' }],
  iconUrl: '',
  requireLogin: 0 as const,
  requireRecharge: 0 as const,
  templateType: 1,
  activeCover: 0 as const,
  redirect: '',
  locked: 'unlocked' as const,
}

const template: Template = {
  id: 1041,
  gameId: 110,
  templateCode: 'TYMB',
  name: '通用资料',
  subName: '图文资料',
  note1: '图文',
  note2: '每期',
  colorTheme: '#b45309,#f59e0b',
  playCateName: '图解',
  like: 0,
  likeCount: 0,
  agreeCount: 0,
  disagreeCount: 0,
  vote: null,
  groups: [{ id: 1, groupName: '130-139', sort: 1, items: [seededItem] }],
}

/** A 100-issue record with `hits` hits in each window's share. */
const recordOf = (hits: number) => ({
  rates: [10, 30, 100].map((window) => {
    const h = Math.round((hits * window) / 100)
    return { window, issues: window, hits: h, percent: Math.round((h * 100) / window) }
  }),
  streak: null,
  bestHitStreak: 1,
  issues: 100,
})

describe('toCardTemplate', () => {
  it('drops the tags claiming accuracy (精准, 稳中) that the card’s record does not back', () => {
    const yiXiao = { ...template, templateCode: 'MB04', name: '一肖中特', note1: '精准', note2: '稳中' }
    // 近100期准确率 7%: neither claim shows.
    expect(toCardTemplate(yiXiao, recordOf(7))).toMatchObject({ note1: null, note2: null })
    // No record known: no claim either.
    expect(toCardTemplate(yiXiao)).toMatchObject({ note1: null, note2: null })
    // A record at 60 % backs them.
    expect(toCardTemplate(yiXiao, recordOf(60))).toMatchObject({ note1: '精准', note2: '稳中' })
    // Tags that claim nothing stay whatever the record.
    expect(toCardTemplate(template, recordOf(7))).toMatchObject({ note1: '图文', note2: '每期' })
  })

  it('hands the card no script, no event handler and no javascript: URL', () => {
    const out = JSON.stringify(toCardTemplate(template))
    expect(out).not.toMatch(/<script|onclick|onerror|javascript:/i)
    expect(out).toContain('本期主推：')
    expect(out).toContain('点击查看更多')
  })

  it('leaves out the empty fields, off flags and update time of an item and keeps every other value', () => {
    const item = toCardTemplate(template).groups[0]?.items[0]
    expect(item).toBeDefined()
    for (const key of [
      'content2',
      'content3',
      'subName',
      'iconUrl',
      'redirect',
      'locked',
      'updatedTime',
      'requireLogin',
      'requireRecharge',
      'templateType',
      'activeCover',
    ]) {
      expect(item).not.toHaveProperty(key)
    }
    expect(item).toMatchObject({
      id: 1169,
      title: '2026138期',
      note: '开:马49',
      sort: 9,
      multiContents: [{ title: '玄机' }],
    })
    // The flags a card reads stay when they are on: locks, the red highlight, a chat-room link (type 0).
    const flagged = toCardTemplate({
      ...template,
      groups: [
        {
          id: 1,
          groupName: '139',
          sort: 1,
          items: [
            { ...seededItem, requireLogin: 1, requireRecharge: 1, activeCover: 1, templateType: 0, sort: 0 },
          ],
        },
      ],
    }).groups[0]?.items[0]
    expect(flagged).toMatchObject({
      requireLogin: 1,
      requireRecharge: 1,
      activeCover: 1,
      templateType: 0,
      sort: 0,
    })
    const withoutMulti = toCardTemplate({
      ...template,
      groups: [{ id: 1, groupName: '139', sort: 1, items: [{ ...seededItem, multiContents: [] }] }],
    })
    expect(withoutMulti.groups[0]?.items[0]).not.toHaveProperty('multiContents')
  })
})

describe('firstCardsOf', () => {
  const page = (count: number): TemplateFeedPage => ({
    templates: Array.from(
      { length: count },
      (_, i) => ({ id: i + 1 }) as TemplateFeedPage['templates'][number],
    ),
    page: 1,
    totalCount: 40,
    hasMore: true,
  })

  it('keeps the first cards of a longer page and marks it partial', () => {
    const first = firstCardsOf(page(20), 3)
    expect(first.templates.map((t) => t.id)).toEqual([1, 2, 3])
    expect(first).toMatchObject({ page: 1, totalCount: 40, hasMore: true, partial: true })
  })

  it('leaves a page of no more cards whole', () => {
    const short = page(3)
    expect(firstCardsOf(short, 3)).toBe(short)
    expect(firstCardsOf(short, 3).partial).toBeUndefined()
  })
})
