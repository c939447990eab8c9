import { BET_LIST_PAGE_SIZE } from '@liuhe/domain'
import { useCallback } from 'react'
import { usePagedRows } from '#app/hooks/usePagedRows.ts'
import { type BetListQuery, type BetPage, type BetRowView, betPageQuery } from './betList'

const keyOf = (row: BetRowView) => row.orderNo

/**
 * The bets of the current list: the loader's first page, then 20 more at a time from the bet-list resource
 * route, leaving out bets already shown (bets placed meanwhile shift the pages). New loader data (another
 * tab, or the reload after a cancel) starts over from its first page.
 */
export function useBetPages(first: BetPage | null, firstError: string | null, query: BetListQuery) {
  const pageUrl = useCallback((page: number) => `/resources/bet-list?${betPageQuery(query, page)}`, [query])
  return usePagedRows(first, firstError, pageUrl, keyOf, BET_LIST_PAGE_SIZE)
}
