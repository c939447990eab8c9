/**
 * Session-storage key under which home remembers how far its modals got: `notice` once the notice was shown,
 * `1` once both (notice and ad) were (tests set `1` to skip them). Each is shown once per browser session.
 */
export const HOME_MODALS_SEEN_KEY = 'liuhe:home-modals-seen'
/**
 * Window event home dispatches when no modal of its own is open any more this visit (none to show, or the
 * last one closed): what waits its turn (the VIP private-domain notice) opens then, so none stack.
 */
export const HOME_MODALS_DONE_EVENT = 'liuhe:home-modals-done'
/** Session-storage key under which the app remembers that the VIP private-domain notice was shown. */
export const VIP_DOMAIN_NOTICE_SEEN_KEY = 'liuhe:vip-domain-notice-seen'
