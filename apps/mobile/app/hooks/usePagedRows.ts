import { failureTexts, hasMorePages } from '@liuhe/domain'
import { useCallback, useEffect, useRef, useState } from 'react'

const PAGE_FAILED = failureTexts.system

/** One page of a list as the loader and the resource route answer it. */
export interface RowsPage<T> {
  rows: T[]
  page: number
  totalCount: number
}

interface State<T> {
  rows: T[]
  page: number
  totalCount: number
  loading: boolean
  error: string | null
}

const stateOf = <T>(first: RowsPage<T> | null, error: string | null): State<T> => ({
  rows: first?.rows ?? [],
  page: first?.page ?? 0,
  totalCount: first?.totalCount ?? 0,
  loading: false,
  error,
})

/**
 * The rows of a paged list (bills, wallet records, bets): the loader's first page, then `pageSize` more at a
 * time from `pageUrl(page)` (a resource route answering {@link RowsPage} or `{ message }`). New loader data
 * (another tab, or the reload after a change) starts over; rows already shown are not repeated when rows
 * added meanwhile shift the pages. `pageUrl` and `keyOf` must be stable (module constants or `useCallback`).
 */
export function usePagedRows<T>(
  first: RowsPage<T> | null,
  firstError: string | null,
  pageUrl: (page: number) => string,
  keyOf: (row: T) => string | number,
  pageSize: number,
) {
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
        const response = await fetch(pageUrl(page), { signal: controller.signal })
        const body = (await response.json()) as RowsPage<T> & { message?: string }
        if (!response.ok) throw new Error(body.message ?? PAGE_FAILED)
        setState((s) => {
          const shown = new Set(s.rows.map(keyOf))
          return {
            rows: page === 1 ? body.rows : [...s.rows, ...body.rows.filter((row) => !shown.has(keyOf(row)))],
            page,
            totalCount: body.totalCount,
            loading: false,
            error: null,
          }
        })
      } catch (error) {
        if (controller.signal.aborted) return
        const message = error instanceof Error && error.message ? error.message : PAGE_FAILED
        setState((s) => ({ ...s, loading: false, error: message }))
      }
    },
    [pageUrl, keyOf],
  )

  const hasMore = state.page === 0 ? false : hasMorePages(state.page, pageSize, state.totalCount)
  const loadMore = () => {
    if (!state.loading && hasMore) void load(state.page + 1)
  }
  const retry = () => void load(state.page + 1)
  return {
    ...state,
    hasMore,
    loadMore,
    retry,
    /** The paging props of an `InfiniteList` (or a list built on one) showing these rows. */
    listProps: { hasMore, loading: state.loading, error: state.error, onRetry: retry, onLoadMore: loadMore },
  }
}
