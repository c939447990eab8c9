/** One issue row of a template card, as the platform sends it. */
export interface TemplateItem {
  id: number | string
  /** Issue number. */
  title?: string | null
  /** Space- or comma-separated numbers, or HTML. */
  content?: string | null
  content2?: string | null
  content3?: string | null
  /** An asterisk marks a hit; numbers and zodiacs in it are the draw's. */
  note?: string | null
  subName?: string | null
  updatedTime?: number | string | null
  sort?: number | null
  multiContents?: readonly { title?: string | null; content?: string | null }[] | null
  iconUrl?: string | null
  requireLogin?: number | null
  requireRecharge?: number | null
  /** 0 shows a chat-room link instead of the content. */
  templateType?: number | null
  /** 1 highlights the row in red. */
  activeCover?: number | null
  redirect?: string | null
}

/** A group (tab) of a template card. */
export interface TemplateGroup {
  id: number | string
  groupName: string
  items: readonly TemplateItem[]
  /**
   * The rows the group has when `items` carries only the first of them (a slim list answer, see
   * `slimGroups`); absent when `items` is every row.
   */
  itemCount?: number
}

/** A template card. */
export interface Template {
  id: number | string
  gameId: number | string
  templateCode: string
  name: string
  note1?: string | null
  note2?: string | null
  subName?: string | null
  /** Two comma-separated colours forming a gradient. */
  colorTheme?: string | null
  like?: number | null
  groups: readonly TemplateGroup[]
}
