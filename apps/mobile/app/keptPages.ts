/**
 * What logout deletes in this browser (docs/architecture.md, "Offline, installable, notifications, native
 * shell"). Kept apart from `pwa.ts`, which every page's entry loads, so that the push code comes only with the
 * pages that log out.
 */
import { cacheNames } from '../sw/cacheNames'
import { forgetPushSubscription } from './push.ts'

/**
 * At logout: deletes the pages and data kept for offline reading (they may show the user's balance and bets)
 * and the member's push subscription.
 */
export function forgetKeptPages(): void {
  void forgetPushSubscription()
  if (!('caches' in window)) return
  for (const name of [cacheNames.pages, cacheNames.data]) void caches.delete(name)
}
