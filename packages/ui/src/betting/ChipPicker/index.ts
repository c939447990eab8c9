export { ChipPicker, type ChipPickerProps, chipPickerLabel, defaultChipValues } from './ChipPicker'
