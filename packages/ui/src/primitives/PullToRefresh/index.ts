export { type PullState, PullToRefresh, type PullToRefreshProps, pullStates } from './PullToRefresh'
