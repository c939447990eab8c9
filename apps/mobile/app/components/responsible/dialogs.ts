// The 18+ confirmation's dialog code, loaded apart from the betting and recharge pages' first load
// (AdultGate.tsx imports it lazily): most members confirmed long ago.
export { ConfirmDialog } from '@liuhe/ui'
