export { OrderTimeline, type OrderTimelineProps, orderTimelineStateTexts } from './OrderTimeline'
