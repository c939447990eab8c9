import {
  type LockState,
  lockStateOf,
  type PickHighlight,
  type Poll,
  type TemplateGroup,
  type TemplateItem,
  templateCodes,
  type Viewer,
} from '@liuhe/domain'

/** Card families: cards of one family share one body component, tuned by their config. */
export const templateCardFamilies = ['rows', 'pickList', 'table', 'text', 'posts', 'ranking', 'ad'] as const
/** One card family. */
export type TemplateCardFamily = (typeof templateCardFamilies)[number]

/** How one code tunes its family. */
export interface TemplateCardConfig {
  /** Group tab labels: `{groupName}期` (default), the bare group name, or the first item's content3 (MB42). */
  tabs?: 'issue' | 'name' | 'content3'
  /** Which grouping or range highlights picks besides numbers and zodiacs. */
  highlight?: PickHighlight
  /** Lock overlay over each locked row (default) or one over the whole card body (MB37). */
  lockOverlay?: 'row' | 'card'
  /** Text family: sanitized HTML paragraphs, a poem with its answer, or titled multiContents. */
  text?: 'html' | 'poem' | 'multi'
}

/** A registry entry: the family that draws the card and its config. */
export interface TemplateCardEntry {
  family: TemplateCardFamily
  config: TemplateCardConfig
}

/** Ad slot codes AD01–AD14 (AD11 the modal, AD12 the top of home); AD13 and AD14 also come as cards. */
export const adSlotCodes = Array.from({ length: 14 }, (_, i) => `AD${String(i + 1).padStart(2, '0')}`)

const tableCodes = [...Array.from({ length: 13 }, (_, i) => `MB${i + 26}`), 'MB42']

function entryOf(code: string): TemplateCardEntry {
  if (adSlotCodes.includes(code)) return { family: 'ad', config: {} }
  if (code === 'MB12') return { family: 'pickList', config: {} }
  if (code === 'MB24') return { family: 'posts', config: {} }
  if (code === 'MB25') return { family: 'ranking', config: { tabs: 'name' } }
  if (code === 'MB37') return { family: 'table', config: { lockOverlay: 'card' } }
  if (code === 'MB42') return { family: 'table', config: { tabs: 'content3' } }
  if (tableCodes.includes(code)) return { family: 'table', config: {} }
  if (code === 'TYMB' || code === 'Symb2') return { family: 'text', config: { text: 'html' } }
  if (code === 'SYmb') return { family: 'text', config: { text: 'poem' } }
  if (code === 'Symb3') return { family: 'text', config: { text: 'multi' } }
  const highlight: Partial<Record<string, PickHighlight>> = {
    MB07: 'lastDigit',
    MB19: 'art',
    MB20: 'season',
    MB21: 'gender',
    MB22: 'sumSize',
  }
  const rule = highlight[code]
  return { family: 'rows', config: rule ? { highlight: rule } : {} }
}

/** Every code the app can draw: the template card codes and the ad slots. */
export const registeredTemplateCodes: readonly string[] = [
  ...new Set([...(templateCodes as readonly string[]), ...adSlotCodes]),
]

/** The registry: templateCode → family and config, for every card code and ad slot. */
export const templateCardRegistry: Readonly<Record<string, TemplateCardEntry>> = Object.fromEntries(
  registeredTemplateCodes.map((code) => [code, entryOf(code)]),
)

/** The registry entry of a code, or `undefined` for a code the app does not draw. */
export function templateCardEntry(code: string): TemplateCardEntry | undefined {
  return templateCardRegistry[code]
}

/** An item as the app hands it to a card: the platform says when it withheld the content. */
export interface TemplateCardItem extends TemplateItem {
  /** Why the platform withheld `content` from this viewer, or null. */
  locked?: LockState
}

/** A group of card items. */
export interface TemplateCardGroup extends Omit<TemplateGroup, 'items'> {
  items: readonly TemplateCardItem[]
}

/** A template as a card draws it: the domain template plus the poll and withheld-content flags. */
export interface TemplateCardData {
  id: number | string
  gameId: number | string
  templateCode: string
  name: string
  note1?: string | null
  note2?: string | null
  subName?: string | null
  colorTheme?: string | null
  like?: number | null
  groups: readonly TemplateCardGroup[]
  /** The template's zodiac poll, if any. */
  vote?: Poll | null
}

/**
 * Lock state of an item for a viewer: the domain rule, or the platform's verdict when it withheld the
 * content (the platform knows the viewer's recharge better than a cached profile).
 */
export function itemLockState(item: TemplateCardItem, viewer: Viewer): LockState {
  const byRule = lockStateOf(item, viewer)
  if (byRule !== 'unlocked') return byRule
  return item.locked ?? 'unlocked'
}
