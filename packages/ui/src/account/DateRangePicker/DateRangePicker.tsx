import { formatDate, type ReportRange } from '@liuhe/domain'
import { DatePicker } from '../../primitives/DatePicker/DatePicker'
import { visuallyHidden } from '../../primitives/shared.css'
import { useControllableState } from '../../primitives/useControllableState'
import * as styles from './DateRangePicker.css'

/** The texts of a date range. */
export const dateRangeTexts = {
  legend: '日期范围',
  start: '开始日期',
  end: '结束日期',
  separator: '至',
} as const

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  /** The range (YYYY-MM-DD), when the caller holds it. */
  value?: ReportRange
  /** The starting range when the picker holds it, e.g. the domain's `defaultReportRange(now)`. */
  defaultValue?: ReportRange
  /** Called with every accepted range (already clamped: never after `maxDate`, end never before start). */
  onChange?: (range: ReportRange) => void
  /** Latest date (YYYY-MM-DD); defaults to today in China time, so future dates are never offered. */
  maxDate?: string
  /** Earliest date (YYYY-MM-DD). */
  minDate?: string
  /** Group name read by screen readers; shown when `showLegend`. */
  legend?: string
  showLegend?: boolean
  /** Form field names of the two dates, so the range posts with a plain form (GET filters). */
  startName?: string
  endName?: string
}

const clamp = (date: string, min: string | undefined, max: string) =>
  date > max ? max : min && date < min ? min : date

/**
 * A start and an end date (zh-CN pickers) that keep a valid range: neither after `maxDate` (today) nor
 * before `minDate`; a start after the end moves the end with it, an end before the start moves the start.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  maxDate,
  minDate,
  legend = dateRangeTexts.legend,
  showLegend = false,
  startName,
  endName,
}: DateRangePickerProps) {
  const max = maxDate ?? formatDate(Date.now(), 'YYYY-MM-DD')
  const fallback: ReportRange = { startDate: minDate ?? max, endDate: max }
  const [range = fallback, setState] = useControllableState(value, defaultValue, onChange)
  // A clamped change that lands on the current range is no change.
  const setRange = (next: ReportRange) => {
    if (next.startDate !== range.startDate || next.endDate !== range.endDate) setState(next)
  }

  const changeStart = (next: string | null) => {
    if (!next) return
    const startDate = clamp(next, minDate, max)
    setRange({ startDate, endDate: range.endDate < startDate ? startDate : range.endDate })
  }
  const changeEnd = (next: string | null) => {
    if (!next) return
    const endDate = clamp(next, minDate, max)
    setRange({ startDate: range.startDate > endDate ? endDate : range.startDate, endDate })
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={showLegend ? styles.legend : visuallyHidden}>{legend}</legend>
      <div className={styles.pickers}>
        <DatePicker
          label={dateRangeTexts.start}
          value={range.startDate}
          onChange={changeStart}
          minValue={minDate}
          maxValue={range.endDate < max ? range.endDate : max}
        />
        <span className={styles.separator} aria-hidden="true">
          {dateRangeTexts.separator}
        </span>
        <DatePicker
          label={dateRangeTexts.end}
          value={range.endDate}
          onChange={changeEnd}
          minValue={range.startDate}
          maxValue={max}
        />
      </div>
      {startName ? <input type="hidden" name={startName} value={range.startDate} /> : null}
      {endName ? <input type="hidden" name={endName} value={range.endDate} /> : null}
    </fieldset>
  )
}
