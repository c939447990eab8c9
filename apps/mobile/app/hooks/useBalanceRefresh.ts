import type { WalletBreakdown } from '@liuhe/domain'
import { useFetcher } from '@remix-run/react'
import type { action } from '#app/routes/resources.refresh-balance.tsx'

/**
 * The balance refresh of the header and the wallet card: `refresh()` asks the platform for the current
 * balance; `balance` is the newest known value (the refreshed one, else `initial`), `wallet` its breakdown
 * (the refreshed one, else `initialWallet`).
 */
export function useBalanceRefresh(initial: number, initialWallet?: WalletBreakdown) {
  const fetcher = useFetcher<typeof action>({ key: 'balance' })
  const refreshed = fetcher.data?.balance
  return {
    balance: typeof refreshed === 'number' ? refreshed : initial,
    wallet: fetcher.data?.wallet ?? initialWallet,
    message: fetcher.data?.message ?? null,
    refreshing: fetcher.state !== 'idle',
    refresh: () => fetcher.submit(null, { method: 'post', action: '/resources/refresh-balance' }),
  }
}
