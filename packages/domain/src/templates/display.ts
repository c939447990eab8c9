import type { TemplateGroup, TemplateItem } from './types'

/** Items a collapsed card shows. */
export const COLLAPSED_ITEM_COUNT = 5
/** SYMB cards show this many paragraphs while collapsed. */
export const SYMB_COLLAPSED_PARAGRAPHS = 6

const upper = (code: string) => code.toUpperCase()

/**
 * Most items a card of this code shows: MB38 at most 3 and JhtGshou at most 15 always; SYMB2 1 collapsed
 * and 2 expanded; MB16 10 expanded; other cards 5 collapsed and all expanded (`Infinity`).
 */
export function itemLimit(code: string, expanded: boolean): number {
  switch (upper(code)) {
    case 'MB38':
      return 3
    case 'JHTGSHOU':
      return 15
    case 'SYMB2':
      return expanded ? 2 : 1
    case 'MB16':
      return expanded ? 10 : COLLAPSED_ITEM_COUNT
    default:
      return expanded ? Number.POSITIVE_INFINITY : COLLAPSED_ITEM_COUNT
  }
}

/**
 * Items shown by a card: the selected group's items (the first group by default) cut to {@link itemLimit}.
 * A collapsed card thus shows the first 5 items of the first group.
 */
export function collapsedItems(
  code: string,
  groups: readonly TemplateGroup[],
  expanded: boolean,
  groupIndex = 0,
): TemplateItem[] {
  const items = groups[groupIndex]?.items ?? []
  return items.slice(0, itemLimit(code, expanded))
}

/**
 * True when the card has more items than it shows collapsed, so the 展开 / 收起 control is useful (a slim
 * group counts the rows it left out, its `itemCount`).
 */
export function canExpand(code: string, groups: readonly TemplateGroup[], groupIndex = 0): boolean {
  const group = groups[groupIndex]
  const rows = Math.max(group?.items.length ?? 0, group?.itemCount ?? 0)
  return Math.min(rows, itemLimit(code, true)) > Math.min(rows, itemLimit(code, false))
}

/**
 * The groups of a card cut to what it shows before it is expanded (every group's first rows: the group
 * tabs switch while collapsed; all rows for a card that starts expanded), each cut group keeping its row
 * count in `itemCount`. A list sends cards slim; an expanded card loads its rows apart.
 */
export function slimGroups<G extends TemplateGroup>(
  code: string,
  groups: readonly G[],
  expanded = false,
): G[] {
  const limit = itemLimit(code, expanded)
  return groups.map((group) =>
    group.items.length > limit
      ? { ...group, items: group.items.slice(0, limit), itemCount: group.items.length }
      : group,
  )
}

/** True when a group of the card was cut by {@link slimGroups}. */
export function isSlim(groups: readonly TemplateGroup[]): boolean {
  return groups.some((group) => group.itemCount !== undefined && group.itemCount > group.items.length)
}

/** Label of the expand control: 展开 when collapsed, 收起 when expanded. */
export function expandLabel(expanded: boolean): '展开' | '收起' {
  return expanded ? '收起' : '展开'
}

/** Label of the favourite toggle: 已收藏 when liked (1), else 收藏. */
export function favouriteLabel(like: number | null | undefined): '收藏' | '已收藏' {
  return like === 1 ? '已收藏' : '收藏'
}

/**
 * Paragraphs of a SYMB card's HTML content (split on </p>, <br> and line breaks; empty ones dropped), cut to
 * 6 while collapsed.
 */
export function symbParagraphs(content: string | null | undefined, expanded: boolean): string[] {
  const paragraphs = (content ?? '')
    .split(/<\/p>|<br\s*\/?>|\n/i)
    .map((p) => p.replace(/<p[^>]*>/gi, '').trim())
    .filter(Boolean)
  return expanded ? paragraphs : paragraphs.slice(0, SYMB_COLLAPSED_PARAGRAPHS)
}

/** Tab label of a group: '{groupName}期'. */
export function groupTabLabel(groupName: string): string {
  return `${groupName}期`
}

/**
 * Group order of a card: MB39 sorts its group tabs by the first item's sort, descending (groups without
 * items last); other codes keep the platform's order.
 */
export function sortGroups(code: string, groups: readonly TemplateGroup[]): TemplateGroup[] {
  if (upper(code) !== 'MB39') return [...groups]
  const key = (g: TemplateGroup) => g.items[0]?.sort ?? Number.NEGATIVE_INFINITY
  return [...groups].sort((a, b) => key(b) - key(a))
}

/** MB42 tabs: the items sorted by sort descending, each labelled with its content3. */
export function mb42Tabs(items: readonly TemplateItem[]): { item: TemplateItem; label: string }[] {
  return [...items]
    .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))
    .map((item) => ({ item, label: item.content3 ?? '' }))
}

/** MB14 resets its group selection to the first group when the category name changes. */
export function groupAfterCategoryChange(code: string, current: number, categoryChanged: boolean): number {
  return categoryChanged && upper(code) === 'MB14' ? 0 : current
}

/** MB20 content split into parts on '-' and the full-width colon '：', trimmed, empty parts dropped. */
export function splitMb20(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/[-：]/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/** MB12 ball sizes, largest first. */
export const mb12BallSizes = ['lg', 'md', 'sm', 'xs'] as const
/** One MB12 ball size. */
export type Mb12BallSize = (typeof mb12BallSizes)[number]

/**
 * MB12 ball size by the count of numbers in the row: it shrinks as the count rises from 1–5 (lg) through
 * 6–8 (md) and 9–10 (sm) up to 11–12 and more (xs), so a row always fits the card width.
 */
export function mb12BallSize(count: number): Mb12BallSize {
  if (count <= 5) return 'lg'
  if (count <= 8) return 'md'
  if (count <= 10) return 'sm'
  return 'xs'
}

/** MB22 label width in characters: the widest of its (three) titles. */
export function mb22LabelWidth(titles: readonly (string | null | undefined)[]): number {
  return Math.max(0, ...titles.map((t) => [...(t ?? '')].length))
}

/** A card's gradient from colorTheme '#a,#b': its two colours, or `undefined` when it is not two colours. */
export function parseColorTheme(
  colorTheme: string | null | undefined,
): { from: string; to: string } | undefined {
  const parts = (colorTheme ?? '').split(',').map((c) => c.trim())
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined
  return { from: parts[0], to: parts[1] }
}

/** The numbers of an item's content, separated by spaces or commas (text that is not a number is skipped). */
export function contentNumbers(content: string | null | undefined): number[] {
  return (content ?? '')
    .split(/[\s,，]+/)
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
}

/** An item with templateType 0 shows a chat-room link instead of its content. */
export function showsChatLink(item: TemplateItem): boolean {
  return item.templateType === 0
}

/** An item with activeCover 1 is highlighted red. */
export function isActiveCover(item: TemplateItem): boolean {
  return item.activeCover === 1
}
