export {
  BetConfirmDialog,
  type BetConfirmDialogProps,
  type BetConfirmRow,
  betConfirmTexts,
} from './BetConfirmDialog'
