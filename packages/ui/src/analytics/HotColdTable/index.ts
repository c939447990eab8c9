export {
  type HotColdRow,
  type HotColdSort,
  HotColdTable,
  type HotColdTableProps,
  hotColdSorts,
} from './HotColdTable'
