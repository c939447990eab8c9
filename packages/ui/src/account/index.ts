export * from './DateRangePicker'
export * from './LedgerRow'
export * from './OrderTimeline'
export * from './SliderCaptcha'
