export {
  type BetCellKind,
  BetGrid,
  type BetGridCell,
  type BetGridProps,
  type BetGridSelectionMode,
  betCellKinds,
  betGridClosedText,
  betGridSelectionModes,
  defaultBetGridColumns,
} from './BetGrid'
