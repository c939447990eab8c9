export {
  ZodiacGrid,
  type ZodiacGridProps,
  type ZodiacSelectionMode,
  zodiacSelectionModes,
} from './ZodiacGrid'
