export { TREND_CELL_PX } from './geometry'
export {
  TrendGrid,
  type TrendGridCell,
  type TrendGridColumn,
  type TrendGridColumnGroup,
  type TrendGridProps,
  type TrendGridRow,
  type TrendGridStats,
  type TrendOverlay,
  trendOverlayLabels,
  trendOverlays,
} from './TrendGrid'
