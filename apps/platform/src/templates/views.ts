import { guestViewer, type LockState, type Viewer } from '@liuhe/domain'
import { itemLockOf } from './locks'

/*
 * The answers of the information-card routes, and how a stored row becomes one for its reader.
 */

/** Who reads the cards: the domain's viewer (locks) and, when signed in, the user id (likes, votes). */
export interface Reader {
  userId?: number | undefined
  viewer: Viewer
}

/** A guest reading the cards (and the static JSON, which is the guests' view). */
export const guestReader: Reader = { viewer: guestViewer }

/** A card row as answered, with its lock for the reader (`content` withheld while locked). */
export interface TemplateItemView {
  id: number
  title: string
  content: string
  content2: string
  content3: string
  note: string
  subName: string
  updatedTime: number
  sort: number
  multiContents: { title: string; content: string }[]
  iconUrl: string
  requireLogin: 0 | 1
  requireRecharge: 0 | 1
  templateType: number
  activeCover: 0 | 1
  redirect: string
  locked: LockState
}

/** A zodiac poll with the reader's earlier choice. */
export interface PollView {
  id: number
  templateId: number
  gameTurn: string
  pollStatus: number
  pollOptions: { option_id: number; option_text: string; option_value: string; option_vote: number }[]
  optionId: number | null
}

/** An information card as answered. */
export interface TemplateView {
  id: number
  gameId: number
  templateCode: string
  name: string
  subName: string
  note1: string
  note2: string
  colorTheme: string
  playCateName: string
  like: 0 | 1
  likeCount: number
  agreeCount: number
  disagreeCount: number
  vote: PollView | null
  groups: { id: number; groupName: string; sort: number; items: TemplateItemView[] }[]
}

/** A page of cards and the total count. */
export interface TemplatePage {
  rows: TemplateView[]
  total: number
}

/** The stored columns of a card row that its answer shows. */
export interface ItemRow {
  item_id: number
  title: string
  content: string
  content2: string
  content3: string
  note: string
  sub_name: string
  updated_time: number
  sort: number
  multi_contents: string
  icon_url: string
  require_login: number
  require_recharge: number
  template_type: number
  active_cover: number
  redirect: string
}

/** A stored row as the reader sees it: its content withheld while it is locked for them. */
export function itemView(row: ItemRow, reader: Reader): TemplateItemView {
  const locked = itemLockOf(row, reader.viewer)
  return {
    id: row.item_id,
    title: row.title,
    content: locked !== 'unlocked' ? '' : row.content,
    content2: locked !== 'unlocked' ? '' : row.content2,
    content3: locked !== 'unlocked' ? '' : row.content3,
    note: row.note,
    subName: row.sub_name,
    updatedTime: row.updated_time,
    sort: row.sort,
    multiContents:
      locked !== 'unlocked' ? [] : (JSON.parse(row.multi_contents) as TemplateItemView['multiContents']),
    iconUrl: row.icon_url,
    requireLogin: row.require_login === 1 ? 1 : 0,
    requireRecharge: row.require_recharge === 1 ? 1 : 0,
    templateType: row.template_type,
    activeCover: row.active_cover === 1 ? 1 : 0,
    redirect: row.redirect,
    locked,
  }
}
