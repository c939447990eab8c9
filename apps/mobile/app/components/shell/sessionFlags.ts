/** Session-storage key under which home remembers that its notice and ad modals were shown. */
export const HOME_MODALS_SEEN_KEY = 'liuhe:home-modals-seen'
/** Session-storage key under which the app remembers that the VIP private-domain notice was shown. */
export const VIP_DOMAIN_NOTICE_SEEN_KEY = 'liuhe:vip-domain-notice-seen'
