import { BET_LIST_PAGE_SIZE, hasMorePages } from '@liuhe/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type BetListQuery, type BetPage, type BetRowView, betPageQuery } from './betList'

const PAGE_FAILED = '系统错误。请再试一次'

interface BetPagesState {
  rows: BetRowView[]
  page: number
  totalCount: number
  loading: boolean
  error: string | null
}

const stateOf = (first: BetPage | null, error: string | null): BetPagesState => ({
  rows: first?.rows ?? [],
  page: first?.page ?? 0,
  totalCount: first?.totalCount ?? 0,
  loading: false,
  error,
})

/** Adds a page to the rows, leaving out bets already shown (bets placed meanwhile shift the pages). */
function appendPage(rows: readonly BetRowView[], next: readonly BetRowView[]): BetRowView[] {
  const shown = new Set(rows.map((row) => row.orderNo))
  return [...rows, ...next.filter((row) => !shown.has(row.orderNo))]
}

/**
 * The bets of the current list: the loader's first page, then 20 more at a time from the bet-list resource
 * route. New loader data (another tab, or the reload after a cancel) starts over from its first page.
 */
export function useBetPages(first: BetPage | null, firstError: string | null, query: BetListQuery) {
  const [state, setState] = useState(() => stateOf(first, firstError))
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    abort.current?.abort()
    setState(stateOf(first, firstError))
  }, [first, firstError])

  useEffect(() => () => abort.current?.abort(), [])

  const load = useCallback(
    async (page: number) => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setState((s) => ({ ...s, loading: true, error: null }))
      try {
        const response = await fetch(`/resources/bet-list?${betPageQuery(query, page)}`, {
          signal: controller.signal,
        })
        const body = (await response.json()) as BetPage & { message?: string }
        if (!response.ok) throw new Error(body.message ?? PAGE_FAILED)
        setState((s) => ({
          rows: page === 1 ? body.rows : appendPage(s.rows, body.rows),
          page,
          totalCount: body.totalCount,
          loading: false,
          error: null,
        }))
      } catch (error) {
        if (controller.signal.aborted) return
        const message = error instanceof Error && error.message ? error.message : PAGE_FAILED
        setState((s) => ({ ...s, loading: false, error: message }))
      }
    },
    [query],
  )

  const hasMore = state.page === 0 ? false : hasMorePages(state.page, BET_LIST_PAGE_SIZE, state.totalCount)
  return {
    ...state,
    hasMore,
    loadMore: () => {
      if (!state.loading && hasMore) void load(state.page + 1)
    },
    retry: () => void load(state.page + 1),
  }
}
