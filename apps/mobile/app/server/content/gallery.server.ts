import type { GalleryItem, LiuheApi } from '@liuhe/api'
import {
  advanceInitialsWalk,
  type InitialsWalkCursor,
  initialsWalkStep,
  isRecentlyUpdated,
  listDefaults,
} from '@liuhe/domain'
import { assetUrl } from '#app/server/platform/platform.server.ts'

/** A gallery card as the page shows it. */
export interface GalleryCardView {
  groupId: number
  gameId: number
  name: string
  gameTurn: string
  thumbUrl: string
  updated: boolean
}

/** Where a gallery list continues: the all-initials walk's cursor (index 0 for the other lists). */
export type WalkCursor = InitialsWalkCursor

/** One load of a gallery list: the cards, and the cursor of the next load (null at the end). */
export interface GalleryChunk {
  items: GalleryCardView[]
  next: WalkCursor | null
}

/** Reads one page of one initial: its items and the initial's total. */
export type InitialPageReader = (
  initial: string,
  page: number,
) => Promise<{ items: GalleryItem[]; totalCount: number }>

/**
 * The all-initials walk (`initialsWalkStep` in @liuhe/domain): reads the pages the walk asks for until it
 * stops, and returns the items with the cursor to continue from.
 */
export async function walkInitials(
  initials: readonly string[],
  cursor: WalkCursor,
  rows: number,
  read: InitialPageReader,
): Promise<{ items: GalleryItem[]; next: WalkCursor | null }> {
  const items: GalleryItem[] = []
  let at = cursor
  for (;;) {
    const step = initialsWalkStep(initials, at, items.length, rows)
    if (step.kind === 'stop') return { items, next: step.next }
    const { items: got, totalCount } = await read(step.initial, step.page)
    items.push(...got)
    at = advanceInitialsWalk(at, rows, { received: got.length, totalCount })
  }
}

/** Shapes items for the cards; the 'updated' tag is read at `nowMs`. */
export function toCards(items: readonly GalleryItem[], nowMs: number): GalleryCardView[] {
  return items.map((i) => ({
    groupId: i.groupId,
    gameId: i.gameId,
    name: i.name,
    gameTurn: i.gameTurn,
    thumbUrl: assetUrl(i.thumbUrl),
    updated: isRecentlyUpdated(i.updatedTime, nowMs),
  }))
}

/** Query of one gallery load. */
export interface GalleryListQuery {
  gameId: number
  /** 1 colour, 2 black and white. */
  groupType: 1 | 2
  /** all, popular or a letter. */
  initial: string
  searchText: string
  cursor: WalkCursor
}

/** The initials that have groups, in order. */
export async function galleryInitials(api: LiuheApi, gameId: number): Promise<string[]> {
  const names = await api.gallery.groupNames(gameId)
  return [...new Set(names.map((n) => n.initials.toUpperCase()))].sort()
}

/** One chunk of a gallery list: search, popular, one letter, or the all-initials walk. */
export async function loadGalleryChunk(
  api: LiuheApi,
  q: GalleryListQuery,
  nowMs: number,
): Promise<GalleryChunk> {
  const rows = listDefaults.gallery.rows
  const base = { gameId: q.gameId, groupType: q.groupType, rows }
  const flat = (data: GalleryItem[], totalCount: number, page: number): GalleryChunk => ({
    items: toCards(data, nowMs),
    next: page * rows < totalCount ? { index: 0, page: page + 1 } : null,
  })
  if (q.searchText) {
    const { data, totalCount } = await api.gallery.search({
      ...base,
      searchText: q.searchText,
      page: q.cursor.page,
    })
    return flat(data, totalCount, q.cursor.page)
  }
  const readInitial: InitialPageReader = async (initial, page) => {
    const groups = await api.gallery.list({ ...base, initials: initial, page })
    const group = groups.find((g) => g.initials.toUpperCase() === initial) ?? groups[0]
    return { items: group?.dataList.data ?? [], totalCount: group?.dataList.totalCount ?? 0 }
  }
  if (q.initial === 'popular') {
    const groups = await api.gallery.list({ ...base, popular: true, page: q.cursor.page })
    const data = groups.flatMap((g) => g.dataList.data)
    const more = groups.some((g) => q.cursor.page * rows < g.dataList.totalCount)
    return { items: toCards(data, nowMs), next: more ? { index: 0, page: q.cursor.page + 1 } : null }
  }
  if (q.initial !== 'all') {
    const { items, totalCount } = await readInitial(q.initial, q.cursor.page)
    return flat(items, totalCount, q.cursor.page)
  }
  const initials = await galleryInitials(api, q.gameId)
  const { items, next } = await walkInitials(initials, q.cursor, rows, readInitial)
  return { items: toCards(items, nowMs), next }
}
