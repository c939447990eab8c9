// The bet confirmation and the dialog code under it, loaded apart from the betting page's first load
// (BettingPanel.tsx imports it lazily): nobody sees it before a first pick. The quote (the slip's 共 and
// 可赢, the confirmation's lines) comes with it: it has nothing to say before a first pick either, and
// /game/110's first-load JS stays within its budget (tests/perf/bench.mjs).
export { betQuote } from '@liuhe/domain'
export { BetConfirmDialog } from '@liuhe/ui'
