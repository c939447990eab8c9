// The bet confirmation and the dialog code under it, loaded apart from the betting page's first load
// (BettingPanel.tsx imports it lazily): nobody sees it before a first pick.
export { BetConfirmDialog } from '@liuhe/ui'
