import { ALL_PROVIDERS, type GameCategory, hasMorePages } from '@liuhe/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { GamePage, GameView } from '#app/server/content/games.server.ts'

/** What the game list shows: games loaded so far, paging and errors. */
export interface GameListState {
  games: GameView[]
  page: number
  totalCount: number
  loading: boolean
  error: string | null
}

/** Which list is shown: a category page set, or the top search across every category. */
export type GameListKey =
  | { scope: 'category'; category: GameCategory; providers: readonly string[]; searchText: string }
  | { scope: 'all'; searchText: string }

const PAGE_ROWS = 30

function queryOf(key: GameListKey, page: number): string {
  const q = new URLSearchParams({ scope: key.scope, page: String(page), searchText: key.searchText })
  if (key.scope === 'category') {
    q.set('category', key.category)
    q.set('providers', key.providers.filter((p) => p !== ALL_PROVIDERS).join(','))
  }
  return `/resources/games?${q}`
}

const keyText = (key: GameListKey) => JSON.stringify(key)

/**
 * The game list of the current key, loaded through the resources/games route 30 at a time; the first page
 * of the server-rendered key comes from the loader.
 */
export function useGamePages(key: GameListKey, initial: { key: GameListKey; page: GamePage }) {
  const initialText = keyText(initial.key)
  const [state, setState] = useState<GameListState>({
    games: initial.page.games,
    page: initial.page.page,
    totalCount: initial.page.totalCount,
    loading: false,
    error: null,
  })
  const current = useRef(keyText(key))
  const abort = useRef<AbortController | null>(null)

  const load = useCallback(async (forKey: GameListKey, page: number) => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState((s) => ({
      ...s,
      loading: true,
      error: null,
      ...(page === 1 ? { games: [], totalCount: 0 } : {}),
    }))
    try {
      const response = await fetch(queryOf(forKey, page), { signal: controller.signal })
      const body = (await response.json()) as GamePage & { message?: string }
      if (!response.ok) throw new Error(body.message ?? '加载失败')
      if (keyText(forKey) !== current.current) return
      setState((s) => ({
        games: page === 1 ? body.games : [...s.games, ...body.games],
        page,
        totalCount: body.totalCount,
        loading: false,
        error: null,
      }))
    } catch (error) {
      if (controller.signal.aborted) return
      setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : '加载失败' }))
    }
  }, [])

  const text = keyText(key)
  const loadedOnce = useRef(false)
  useEffect(() => {
    current.current = text
    // The server rendered the first page of the initial key; any other key loads its first page.
    if (!loadedOnce.current && text === initialText) {
      loadedOnce.current = true
      return
    }
    loadedOnce.current = true
    void load(JSON.parse(text) as GameListKey, 1)
  }, [text, initialText, load])

  useEffect(() => () => abort.current?.abort(), [])

  const hasMore = hasMorePages(state.page, PAGE_ROWS, state.totalCount)
  return {
    ...state,
    hasMore: key.scope === 'category' && hasMore,
    loadMore: () => {
      if (!state.loading && hasMore) void load(key, state.page + 1)
    },
    retry: () => void load(key, state.games.length === 0 ? 1 : state.page + 1),
  }
}
