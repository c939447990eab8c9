export { DateRangePicker, type DateRangePickerProps, dateRangeTexts } from './DateRangePicker'
