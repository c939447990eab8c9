import {
  type CalendarDate,
  createCalendar,
  type DateValue,
  getLocalTimeZone,
  getWeeksInMonth,
  isSameMonth,
  parseDate,
  today,
} from '@internationalized/date'
import { type RefObject, useRef } from 'react'
import {
  type AriaDateFieldProps,
  type AriaDatePickerProps,
  DismissButton,
  I18nProvider,
  Overlay,
  useButton,
  useCalendar,
  useCalendarCell,
  useCalendarGrid,
  useDateField,
  useDatePicker,
  useDateSegment,
  useDialog,
  useFocusRing,
  useLocale,
  usePopover,
} from 'react-aria'
import {
  type CalendarState,
  type DateFieldState,
  type DatePickerState,
  type DateSegment,
  useCalendarState,
  useDateFieldState,
  useDatePickerState,
} from 'react-stately'
import { Icon } from '../Icon/Icon'
import { useThemeContainer } from '../useThemeContainer'
import * as styles from './DatePicker.css'

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** Visible label, e.g. 开始日期. */
  label: string
  /** Chosen date as YYYY-MM-DD, or null for none. */
  value: string | null
  /** Called with the chosen date as YYYY-MM-DD (null when cleared). */
  onChange: (value: string | null) => void
  /** Latest selectable date as YYYY-MM-DD; defaults to today, so future dates are disabled. */
  maxValue?: string
  /** Earliest selectable date as YYYY-MM-DD. */
  minValue?: string
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null)
  const { segmentProps } = useDateSegment(segment, state, ref)
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={styles.segment}
      data-placeholder={segment.isPlaceholder || undefined}
    >
      {segment.text}
    </div>
  )
}

function DateField(props: AriaDateFieldProps<DateValue>) {
  const { locale } = useLocale()
  const state = useDateFieldState({ ...props, locale, createCalendar })
  const ref = useRef<HTMLDivElement>(null)
  const { fieldProps } = useDateField(props, state, ref)
  return (
    <div {...fieldProps} ref={ref} className={styles.segments}>
      {state.segments.map((segment, index) => (
        // Segments are positional (year, month, day): their order is fixed by the locale.
        <Segment key={index} segment={segment} state={state} />
      ))}
    </div>
  )
}

function CalendarCell({
  state,
  date,
  month,
}: {
  state: CalendarState
  date: CalendarDate
  month: CalendarDate
}) {
  const ref = useRef<HTMLDivElement>(null)
  const { cellProps, buttonProps, isSelected, isDisabled, isUnavailable, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  )
  const { isFocusVisible, focusProps } = useFocusRing()
  return (
    <td {...cellProps}>
      <div
        {...buttonProps}
        {...focusProps}
        ref={ref}
        className={styles.cell}
        data-selected={isSelected || undefined}
        data-disabled={isDisabled || isUnavailable || undefined}
        data-outside={!isSameMonth(date, month) || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </div>
    </td>
  )
}

function NavButton({
  props,
  icon,
  label,
}: {
  props: Parameters<typeof useButton>[0]
  icon: 'back' | 'chevronRight'
  label: string
}) {
  const ref = useRef<HTMLButtonElement>(null)
  const { buttonProps } = useButton(props, ref)
  return (
    <button {...buttonProps} ref={ref} className={styles.navButton} aria-label={label}>
      <Icon name={icon} size="sm" />
    </button>
  )
}

function Calendar(props: ReturnType<typeof useDatePicker>['calendarProps']) {
  const { locale } = useLocale()
  const state = useCalendarState({ ...props, locale, createCalendar })
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state)
  const { gridProps, headerProps, weekDays } = useCalendarGrid({}, state)
  const month = state.visibleRange.start
  const weeks = getWeeksInMonth(month, locale)
  return (
    <div {...calendarProps}>
      <div className={styles.calendarHeader}>
        <NavButton props={prevButtonProps} icon="back" label="上个月" />
        <span>{title}</span>
        <NavButton props={nextButtonProps} icon="chevronRight" label="下个月" />
      </div>
      <table {...gridProps} className={styles.grid}>
        <thead {...headerProps}>
          <tr>
            {weekDays.map((day, index) => (
              // Weekday headers are positional (a narrow name can repeat).
              <th key={index} className={styles.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeks }, (_, week) => (
            <tr key={week}>
              {state
                .getDatesInWeek(week)
                .map((date, index) =>
                  date ? (
                    <CalendarCell
                      key={date.toString()}
                      state={state}
                      date={date as CalendarDate}
                      month={month}
                    />
                  ) : (
                    <td key={index} />
                  ),
                )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CalendarPopover({
  state,
  triggerRef,
  dialogProps,
  calendarProps,
  container,
}: {
  state: DatePickerState
  triggerRef: RefObject<HTMLDivElement>
  dialogProps: ReturnType<typeof useDatePicker>['dialogProps']
  calendarProps: ReturnType<typeof useDatePicker>['calendarProps']
  container: HTMLElement | null
}) {
  const popoverRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const { popoverProps, underlayProps } = usePopover(
    { popoverRef, triggerRef, placement: 'bottom start', offset: 6 },
    state,
  )
  const { dialogProps: ariaDialogProps } = useDialog(dialogProps, dialogRef)
  return (
    <Overlay portalContainer={container ?? undefined}>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <div {...popoverProps} ref={popoverRef} className={styles.popover}>
        <DismissButton onDismiss={state.close} />
        <div {...ariaDialogProps} ref={dialogRef}>
          <Calendar {...calendarProps} />
        </div>
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  )
}

function Picker({ label, value, onChange, maxValue, minValue }: DatePickerProps) {
  const props: AriaDatePickerProps<CalendarDate> = {
    label,
    value: value ? parseDate(value) : null,
    onChange: (date) => onChange(date ? date.toString() : null),
    maxValue: maxValue ? parseDate(maxValue) : today(getLocalTimeZone()),
    minValue: minValue ? parseDate(minValue) : undefined,
    granularity: 'day',
  }
  const state = useDatePickerState(props)
  const ref = useRef<HTMLDivElement>(null)
  const { groupProps, labelProps, fieldProps, buttonProps, dialogProps, calendarProps } = useDatePicker(
    props,
    state,
    ref,
  )
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { buttonProps: triggerProps } = useButton(buttonProps, buttonRef)
  const { anchor, container } = useThemeContainer()
  return (
    <div className={styles.field}>
      {anchor}
      <span {...labelProps} className={styles.label}>
        {label}
      </span>
      <div {...groupProps} ref={ref} className={styles.group}>
        <DateField {...fieldProps} />
        <button {...triggerProps} ref={buttonRef} className={styles.trigger}>
          <Icon name="chevronDown" size="md" />
        </button>
      </div>
      {state.isOpen && (
        <CalendarPopover
          state={state}
          triggerRef={ref}
          dialogProps={dialogProps}
          calendarProps={calendarProps}
          container={container}
        />
      )}
    </div>
  )
}

/** A zh-CN date field with a calendar popover (react-aria); dates after `maxValue` (today) are disabled. */
export function DatePicker(props: DatePickerProps) {
  return (
    <I18nProvider locale="zh-CN">
      <Picker {...props} />
    </I18nProvider>
  )
}
