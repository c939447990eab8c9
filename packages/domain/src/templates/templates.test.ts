import { describe, expect, it } from 'vitest'
import { lockStateOf } from '../access/locks'
import { zodiacs } from '../lottery/zodiac'
import {
  BLOCKED_TEMPLATE_CODES,
  isTemplateShown,
  itemTitleEnumerations,
  startsExpanded,
  TABLE_TEMPLATE_CODES,
  templateCodes,
} from './codes'
import {
  canExpand,
  collapsedItems,
  contentNumbers,
  expandLabel,
  favouriteLabel,
  groupAfterCategoryChange,
  groupTabLabel,
  isActiveCover,
  isSlim,
  itemLimit,
  mb12BallSize,
  mb22LabelWidth,
  mb42Tabs,
  parseColorTheme,
  showsChatLink,
  slimGroups,
  sortGroups,
  splitMb20,
  symbParagraphs,
} from './display'
import {
  groupHighlights,
  hitsInNote,
  isNoteHit,
  isNumberHit,
  isSumSizeHit,
  isZodiacHit,
  mb07ActiveDigit,
} from './hits'
import type { TemplateGroup, TemplateItem } from './types'

const items = (count: number, from = 0): TemplateItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: String(from + i), sort: from + i }))
const groups: TemplateGroup[] = [
  { id: 1, groupName: '3', items: items(20) },
  { id: 2, groupName: '5', items: items(4, 100) },
]

describe('template codes', () => {
  it('lists the 48 card codes of docs/product.md and blocks none of them', () => {
    expect(templateCodes).toHaveLength(48)
    expect(templateCodes[0]).toBe('MB04')
    expect(templateCodes[39]).toBe('MB43')
    expect(templateCodes.slice(40)).toEqual([
      'TYMB',
      'SYmb',
      'Symb2',
      'Symb3',
      'JhtGshou',
      'AD13',
      'AD14',
      'mb01A',
    ])
    for (const code of templateCodes) expect(isTemplateShown(code), code).toBe(true)
    for (const code of BLOCKED_TEMPLATE_CODES) expect(isTemplateShown(code), code).toBe(false)
    expect(isTemplateShown('MB99')).toBe(false)
  })

  it('starts exactly MB12, MB14, MB15 and MB20–MB23 expanded', () => {
    expect(templateCodes.filter(startsExpanded)).toEqual([
      'MB12',
      'MB14',
      'MB15',
      'MB20',
      'MB21',
      'MB22',
      'MB23',
    ])
  })

  it('knows the table-style cards and the title enumerations', () => {
    expect(TABLE_TEMPLATE_CODES).toEqual([...Array.from({ length: 13 }, (_, i) => `MB${i + 26}`), 'MB42'])
    expect(itemTitleEnumerations).toEqual(['一肖', '①码', '⑩码', '⑧码', '⑤码', '③码'])
  })
})

describe('collapsed and expanded items', () => {
  it('shows the first 5 items of the first group collapsed and all expanded', () => {
    expect(collapsedItems('MB04', groups, false).map((i) => i.id)).toEqual([0, 1, 2, 3, 4])
    expect(collapsedItems('MB04', groups, true)).toHaveLength(20)
    expect(collapsedItems('MB04', groups, false, 1)).toHaveLength(4)
    expect(collapsedItems('MB04', [], false)).toEqual([])
  })

  it('applies the per-code limits', () => {
    const table = ['MB16', 'MB38', 'JhtGshou', 'Symb2', 'SYMB2', 'MB05'].map((code) => [
      code,
      itemLimit(code, false),
      itemLimit(code, true),
    ])
    expect(table).toEqual([
      ['MB16', 5, 10],
      ['MB38', 3, 3],
      ['JhtGshou', 15, 15],
      ['Symb2', 1, 2],
      ['SYMB2', 1, 2],
      ['MB05', 5, Number.POSITIVE_INFINITY],
    ])
    expect(collapsedItems('MB16', groups, true)).toHaveLength(10)
    expect(collapsedItems('JhtGshou', groups, false)).toHaveLength(15)
  })

  it('offers the expand control only when expanding shows more', () => {
    expect(canExpand('MB04', groups)).toBe(true)
    expect(canExpand('MB04', groups, 1)).toBe(false)
    expect(canExpand('MB38', groups)).toBe(false)
    // A slim group still offers it: the rows it left out count.
    const slim = slimGroups('MB04', groups)
    expect(slim[0]?.items).toHaveLength(5)
    expect(slim[0]?.itemCount).toBe(20)
    expect(slim[1]).toBe(groups[1])
    expect(canExpand('MB04', slim)).toBe(true)
    expect(canExpand('MB04', slim, 1)).toBe(false)
    expect(isSlim(slim)).toBe(true)
    expect(isSlim(groups)).toBe(false)
    expect(slimGroups('MB16', groups, true)[0]?.items).toHaveLength(10)
    expect(canExpand('MB38', slimGroups('MB38', groups))).toBe(false)
    expect(expandLabel(false)).toBe('展开')
    expect(expandLabel(true)).toBe('收起')
    expect(favouriteLabel(1)).toBe('已收藏')
    expect(favouriteLabel(0)).toBe('收藏')
  })

  it('cuts SYMB cards to 6 paragraphs while collapsed', () => {
    const html = Array.from({ length: 8 }, (_, i) => `<p>段${i}</p>`).join('')
    expect(symbParagraphs(html, false)).toEqual(['段0', '段1', '段2', '段3', '段4', '段5'])
    expect(symbParagraphs(html, true)).toHaveLength(8)
    expect(symbParagraphs('一<br/>二\n三<br>', true)).toEqual(['一', '二', '三'])
    expect(symbParagraphs(null, false)).toEqual([])
  })
})

describe('group tabs and sorting', () => {
  it('labels tabs {groupName}期', () => {
    expect(groupTabLabel('138')).toBe('138期')
  })

  it('sorts MB39 groups by their first item sort, descending, and leaves others alone', () => {
    const g = [
      { id: 'a', groupName: 'a', items: [{ id: 1, sort: 2 }] },
      { id: 'b', groupName: 'b', items: [] },
      { id: 'c', groupName: 'c', items: [{ id: 2, sort: 9 }] },
    ]
    expect(sortGroups('MB39', g).map((x) => x.id)).toEqual(['c', 'a', 'b'])
    expect(sortGroups('MB40', g).map((x) => x.id)).toEqual(['a', 'b', 'c'])
  })

  it('sorts MB42 tabs by sort descending and labels them with content3', () => {
    const tabs = mb42Tabs([
      { id: 1, sort: 1, content3: '一' },
      { id: 2, sort: 3, content3: '三' },
      { id: 3, content3: null },
    ])
    expect(tabs.map((t) => t.label)).toEqual(['三', '一', ''])
    expect(tabs.map((t) => t.item.id)).toEqual([2, 1, 3])
  })

  it('resets MB14 to the first group when the category changes', () => {
    expect(groupAfterCategoryChange('MB14', 2, true)).toBe(0)
    expect(groupAfterCategoryChange('MB14', 2, false)).toBe(2)
    expect(groupAfterCategoryChange('MB15', 2, true)).toBe(2)
  })
})

describe('card content rules', () => {
  it('splits MB20 on - and the full-width colon', () => {
    expect(splitMb20('特码：10-22 - 34')).toEqual(['特码', '10', '22', '34'])
    expect(splitMb20(undefined)).toEqual([])
  })

  it('shrinks MB12 balls as the count grows', () => {
    expect([1, 5, 6, 8, 9, 10, 11, 12].map(mb12BallSize)).toEqual([
      'lg',
      'lg',
      'md',
      'md',
      'sm',
      'sm',
      'xs',
      'xs',
    ])
  })

  it('sizes MB22 labels by the widest title', () => {
    expect(mb22LabelWidth(['一肖', '⑩码推荐', null])).toBe(4)
    expect(mb22LabelWidth([])).toBe(0)
  })

  it('parses the colorTheme gradient', () => {
    expect(parseColorTheme('#f00, #00f')).toEqual({ from: '#f00', to: '#00f' })
    expect(parseColorTheme('#f00')).toBeUndefined()
    expect(parseColorTheme('#f00,')).toBeUndefined()
    expect(parseColorTheme(null)).toBeUndefined()
  })

  it('reads content numbers and item flags', () => {
    expect(contentNumbers('01 12,33，49 鼠')).toEqual([1, 12, 33, 49])
    expect(contentNumbers(undefined)).toEqual([])
    expect(showsChatLink({ id: 1, templateType: 0 })).toBe(true)
    expect(showsChatLink({ id: 1 })).toBe(false)
    expect(isActiveCover({ id: 1, activeCover: 1 })).toBe(true)
    expect(isActiveCover({ id: 1, activeCover: 0 })).toBe(false)
  })

  it('locks items for the viewer with the access rules', () => {
    expect(lockStateOf({ id: 1, requireLogin: 1 } as TemplateItem, { hasToken: false })).toBe('login-locked')
  })
})

describe('hit highlighting', () => {
  const note = '开:马07*'

  it('finds numbers 01–49 and zodiacs in the note', () => {
    expect(hitsInNote(note)).toEqual({ numbers: [7], zodiacs: ['马'] })
    expect(hitsInNote('00 50 12 12 鼠牛')).toEqual({ numbers: [12], zodiacs: ['鼠', '牛'] })
    expect(hitsInNote(undefined)).toEqual({ numbers: [], zodiacs: [] })
    expect(isNoteHit(note)).toBe(true)
    expect(isNoteHit('开:马07')).toBe(false)
    expect(isNoteHit(null)).toBe(false)
  })

  it('highlights exactly the numbers and zodiacs of the note', () => {
    const hitNumbers = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => isNumberHit(n, note))
    expect(hitNumbers).toEqual([7])
    expect(zodiacs.filter((z) => isZodiacHit(z, note))).toEqual(['马'])
    expect(isZodiacHit('马', null)).toBe(false)
  })

  it('highlights the season, art and gender groups of the zodiacs in the note', () => {
    expect(groupHighlights('season', note)).toEqual(['夏'])
    expect(groupHighlights('art', note)).toEqual(['书'])
    expect(groupHighlights('gender', '兔鼠')).toEqual(['男', '女'])
    expect(groupHighlights('season', '07')).toEqual([])
  })

  it('highlights the sum-size range of the number in the note', () => {
    expect(isSumSizeHit('合数大', '开:25')).toBe(true)
    expect(isSumSizeHit('合数小', '开:25')).toBe(false)
    expect(isSumSizeHit('合数小', '开:15')).toBe(true)
    expect(isSumSizeHit('合数小', '开:马')).toBe(false)
  })

  it('activates the MB07 digit matching the last digit in the note', () => {
    expect(mb07ActiveDigit('开:43')).toBe(3)
    expect(mb07ActiveDigit('开:0尾')).toBe(0)
    expect(mb07ActiveDigit('开:马')).toBeUndefined()
    expect(mb07ActiveDigit(undefined)).toBeUndefined()
  })
})
