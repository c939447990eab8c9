export { type ChipItem, Chips, type ChipsProps, chipToggleThreshold, collapsedChipCount } from './Chips'
